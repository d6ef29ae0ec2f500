; ModuleID = 'stack_vm.c'
source_filename = "stack_vm.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.vm = type { [64 x i32], [8 x i32], [32 x i32], i32, i32, i32 }

@machine = internal unnamed_addr global %struct.vm zeroinitializer, align 4
@ncode = internal unnamed_addr global i32 0, align 4
@code = internal unnamed_addr global [160 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i8], align 1
  %2 = alloca [12 x i8], align 1
  %3 = alloca [12 x i8], align 1
  %4 = load i32, i32* @ncode, align 4, !tbaa !3
  %5 = add nsw i32 %4, 1
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %4
  store i32 1, i32* %6, align 4, !tbaa !3
  %7 = add nsw i32 %4, 2
  %8 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  store i32 0, i32* %8, align 4, !tbaa !3
  %9 = add nsw i32 %4, 3
  %10 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %7
  store i32 15, i32* %10, align 4, !tbaa !3
  %11 = add nsw i32 %4, 4
  %12 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %9
  store i32 2, i32* %12, align 4, !tbaa !3
  %13 = add nsw i32 %4, 5
  %14 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %11
  store i32 1, i32* %14, align 4, !tbaa !3
  %15 = add nsw i32 %4, 6
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %13
  store i32 2, i32* %16, align 4, !tbaa !3
  %17 = add nsw i32 %4, 7
  %18 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %15
  store i32 15, i32* %18, align 4, !tbaa !3
  %19 = add nsw i32 %4, 8
  %20 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %17
  store i32 0, i32* %20, align 4, !tbaa !3
  %21 = add nsw i32 %4, 9
  %22 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %19
  store i32 14, i32* %22, align 4, !tbaa !3
  %23 = add nsw i32 %4, 10
  %24 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %21
  store i32 0, i32* %24, align 4, !tbaa !3
  %25 = add nsw i32 %4, 11
  %26 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %23
  store i32 1, i32* %26, align 4, !tbaa !3
  %27 = add nsw i32 %4, 12
  %28 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %25
  store i32 70, i32* %28, align 4, !tbaa !3
  %29 = add nsw i32 %4, 13
  %30 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %27
  store i32 11, i32* %30, align 4, !tbaa !3
  %31 = add nsw i32 %4, 14
  %32 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %29
  store i32 17, i32* %32, align 4, !tbaa !3
  %33 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %31
  %34 = add nsw i32 %4, 15
  %35 = add nsw i32 %4, 16
  %36 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %34
  store i32 1, i32* %36, align 4, !tbaa !3
  %37 = add nsw i32 %4, 17
  %38 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %35
  store i32 1, i32* %38, align 4, !tbaa !3
  %39 = add nsw i32 %4, 18
  %40 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %37
  store i32 15, i32* %40, align 4, !tbaa !3
  %41 = add nsw i32 %4, 19
  %42 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %39
  store i32 3, i32* %42, align 4, !tbaa !3
  %43 = add nsw i32 %4, 20
  %44 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %41
  store i32 1, i32* %44, align 4, !tbaa !3
  %45 = add nsw i32 %4, 21
  %46 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %43
  store i32 2, i32* %46, align 4, !tbaa !3
  %47 = add nsw i32 %4, 22
  %48 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %45
  store i32 15, i32* %48, align 4, !tbaa !3
  %49 = add nsw i32 %4, 23
  %50 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %47
  store i32 1, i32* %50, align 4, !tbaa !3
  %51 = add nsw i32 %4, 24
  %52 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %49
  store i32 14, i32* %52, align 4, !tbaa !3
  %53 = add nsw i32 %4, 25
  %54 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %51
  store i32 0, i32* %54, align 4, !tbaa !3
  %55 = add nsw i32 %4, 26
  %56 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %53
  store i32 14, i32* %56, align 4, !tbaa !3
  %57 = add nsw i32 %4, 27
  %58 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %55
  store i32 1, i32* %58, align 4, !tbaa !3
  %59 = add nsw i32 %4, 28
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %57
  store i32 3, i32* %60, align 4, !tbaa !3
  %61 = add nsw i32 %4, 29
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %59
  store i32 8, i32* %62, align 4, !tbaa !3
  %63 = add nsw i32 %4, 30
  %64 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %61
  store i32 11, i32* %64, align 4, !tbaa !3
  %65 = add nsw i32 %4, 31
  %66 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %63
  store i32 13, i32* %66, align 4, !tbaa !3
  %67 = add nsw i32 %4, 32
  %68 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %65
  store i32 17, i32* %68, align 4, !tbaa !3
  %69 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %67
  %70 = add nsw i32 %4, 33
  %71 = add nsw i32 %4, 34
  %72 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %70
  store i32 14, i32* %72, align 4, !tbaa !3
  %73 = add nsw i32 %4, 35
  %74 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %71
  store i32 0, i32* %74, align 4, !tbaa !3
  %75 = add nsw i32 %4, 36
  %76 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %73
  store i32 14, i32* %76, align 4, !tbaa !3
  %77 = add nsw i32 %4, 37
  %78 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %75
  store i32 1, i32* %78, align 4, !tbaa !3
  %79 = add nsw i32 %4, 38
  %80 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %77
  store i32 10, i32* %80, align 4, !tbaa !3
  %81 = add nsw i32 %4, 39
  %82 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %79
  store i32 17, i32* %82, align 4, !tbaa !3
  %83 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %81
  %84 = add nsw i32 %4, 40
  %85 = add nsw i32 %4, 41
  %86 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %84
  store i32 14, i32* %86, align 4, !tbaa !3
  %87 = add nsw i32 %4, 42
  %88 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %85
  store i32 1, i32* %88, align 4, !tbaa !3
  %89 = add nsw i32 %4, 43
  %90 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %87
  store i32 1, i32* %90, align 4, !tbaa !3
  %91 = add nsw i32 %4, 44
  %92 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %89
  store i32 1, i32* %92, align 4, !tbaa !3
  %93 = add nsw i32 %4, 45
  %94 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %91
  store i32 6, i32* %94, align 4, !tbaa !3
  %95 = add nsw i32 %4, 46
  %96 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %93
  store i32 15, i32* %96, align 4, !tbaa !3
  %97 = add nsw i32 %4, 47
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %95
  store i32 1, i32* %98, align 4, !tbaa !3
  %99 = add nsw i32 %4, 48
  %100 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %97
  store i32 16, i32* %100, align 4, !tbaa !3
  %101 = add nsw i32 %4, 49
  %102 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %99
  store i32 %49, i32* %102, align 4, !tbaa !3
  store i32 %101, i32* %83, align 4, !tbaa !3
  %103 = add nsw i32 %4, 50
  %104 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %101
  store i32 1, i32* %104, align 4, !tbaa !3
  %105 = add nsw i32 %4, 51
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %103
  store i32 0, i32* %106, align 4, !tbaa !3
  %107 = add nsw i32 %4, 52
  %108 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %105
  store i32 15, i32* %108, align 4, !tbaa !3
  %109 = add nsw i32 %4, 53
  %110 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %107
  store i32 3, i32* %110, align 4, !tbaa !3
  store i32 %109, i32* %69, align 4, !tbaa !3
  %111 = add nsw i32 %4, 54
  %112 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %109
  store i32 14, i32* %112, align 4, !tbaa !3
  %113 = add nsw i32 %4, 55
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %111
  store i32 3, i32* %114, align 4, !tbaa !3
  %115 = add nsw i32 %4, 56
  %116 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %113
  store i32 17, i32* %116, align 4, !tbaa !3
  %117 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %115
  %118 = add nsw i32 %4, 57
  %119 = add nsw i32 %4, 58
  %120 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %118
  store i32 14, i32* %120, align 4, !tbaa !3
  %121 = add nsw i32 %4, 59
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %119
  store i32 2, i32* %122, align 4, !tbaa !3
  %123 = add nsw i32 %4, 60
  %124 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %121
  store i32 14, i32* %124, align 4, !tbaa !3
  %125 = add nsw i32 %4, 61
  %126 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %123
  store i32 0, i32* %126, align 4, !tbaa !3
  %127 = add nsw i32 %4, 62
  %128 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %125
  store i32 6, i32* %128, align 4, !tbaa !3
  %129 = add nsw i32 %4, 63
  %130 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %127
  store i32 15, i32* %130, align 4, !tbaa !3
  %131 = add nsw i32 %4, 64
  %132 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %129
  store i32 2, i32* %132, align 4, !tbaa !3
  store i32 %131, i32* %117, align 4, !tbaa !3
  %133 = add nsw i32 %4, 65
  %134 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %131
  store i32 14, i32* %134, align 4, !tbaa !3
  %135 = add nsw i32 %4, 66
  %136 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %133
  store i32 0, i32* %136, align 4, !tbaa !3
  %137 = add nsw i32 %4, 67
  %138 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %135
  store i32 1, i32* %138, align 4, !tbaa !3
  %139 = add nsw i32 %4, 68
  %140 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %137
  store i32 1, i32* %140, align 4, !tbaa !3
  %141 = add nsw i32 %4, 69
  %142 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %139
  store i32 6, i32* %142, align 4, !tbaa !3
  %143 = add nsw i32 %4, 70
  %144 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %141
  store i32 15, i32* %144, align 4, !tbaa !3
  %145 = add nsw i32 %4, 71
  %146 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %143
  store i32 0, i32* %146, align 4, !tbaa !3
  %147 = add nsw i32 %4, 72
  %148 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %145
  store i32 16, i32* %148, align 4, !tbaa !3
  %149 = add nsw i32 %4, 73
  %150 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %147
  store i32 %19, i32* %150, align 4, !tbaa !3
  store i32 %149, i32* %33, align 4, !tbaa !3
  %151 = add nsw i32 %4, 74
  %152 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %149
  store i32 14, i32* %152, align 4, !tbaa !3
  %153 = add nsw i32 %4, 75
  %154 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %151
  store i32 2, i32* %154, align 4, !tbaa !3
  %155 = add nsw i32 %4, 76
  %156 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %153
  store i32 0, i32* %156, align 4, !tbaa !3
  %157 = add nsw i32 %4, 77
  %158 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %155
  store i32 1, i32* %158, align 4, !tbaa !3
  %159 = add nsw i32 %4, 78
  %160 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %157
  store i32 0, i32* %160, align 4, !tbaa !3
  %161 = add nsw i32 %4, 79
  %162 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %159
  store i32 15, i32* %162, align 4, !tbaa !3
  %163 = add nsw i32 %4, 80
  %164 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %161
  store i32 0, i32* %164, align 4, !tbaa !3
  %165 = add nsw i32 %4, 81
  %166 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %163
  store i32 1, i32* %166, align 4, !tbaa !3
  %167 = add nsw i32 %4, 82
  %168 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %165
  store i32 1, i32* %168, align 4, !tbaa !3
  %169 = add nsw i32 %4, 83
  %170 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %167
  store i32 15, i32* %170, align 4, !tbaa !3
  %171 = add nsw i32 %4, 84
  %172 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %169
  store i32 1, i32* %172, align 4, !tbaa !3
  %173 = add nsw i32 %4, 85
  %174 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %171
  store i32 1, i32* %174, align 4, !tbaa !3
  %175 = add nsw i32 %4, 86
  %176 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %173
  store i32 30, i32* %176, align 4, !tbaa !3
  %177 = add nsw i32 %4, 87
  %178 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %175
  store i32 15, i32* %178, align 4, !tbaa !3
  %179 = add nsw i32 %4, 88
  %180 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %177
  store i32 2, i32* %180, align 4, !tbaa !3
  %181 = add nsw i32 %4, 89
  %182 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %179
  store i32 14, i32* %182, align 4, !tbaa !3
  %183 = add nsw i32 %4, 90
  %184 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %181
  store i32 2, i32* %184, align 4, !tbaa !3
  %185 = add nsw i32 %4, 91
  %186 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %183
  store i32 17, i32* %186, align 4, !tbaa !3
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %185
  %188 = add nsw i32 %4, 92
  %189 = add nsw i32 %4, 93
  %190 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %188
  store i32 14, i32* %190, align 4, !tbaa !3
  %191 = add nsw i32 %4, 94
  %192 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %189
  store i32 0, i32* %192, align 4, !tbaa !3
  %193 = add nsw i32 %4, 95
  %194 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %191
  store i32 14, i32* %194, align 4, !tbaa !3
  %195 = add nsw i32 %4, 96
  %196 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %193
  store i32 1, i32* %196, align 4, !tbaa !3
  %197 = add nsw i32 %4, 97
  %198 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %195
  store i32 6, i32* %198, align 4, !tbaa !3
  %199 = add nsw i32 %4, 98
  %200 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %197
  store i32 1, i32* %200, align 4, !tbaa !3
  %201 = add nsw i32 %4, 99
  %202 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %199
  store i32 1000003, i32* %202, align 4, !tbaa !3
  %203 = add nsw i32 %4, 100
  %204 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %201
  store i32 10, i32* %204, align 4, !tbaa !3
  %205 = add nsw i32 %4, 101
  %206 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %203
  store i32 14, i32* %206, align 4, !tbaa !3
  %207 = add nsw i32 %4, 102
  %208 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %205
  store i32 1, i32* %208, align 4, !tbaa !3
  %209 = add nsw i32 %4, 103
  %210 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %207
  store i32 15, i32* %210, align 4, !tbaa !3
  %211 = add nsw i32 %4, 104
  %212 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %209
  store i32 0, i32* %212, align 4, !tbaa !3
  %213 = add nsw i32 %4, 105
  %214 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %211
  store i32 15, i32* %214, align 4, !tbaa !3
  %215 = add nsw i32 %4, 106
  %216 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %213
  store i32 1, i32* %216, align 4, !tbaa !3
  %217 = add nsw i32 %4, 107
  %218 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %215
  store i32 14, i32* %218, align 4, !tbaa !3
  %219 = add nsw i32 %4, 108
  %220 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %217
  store i32 2, i32* %220, align 4, !tbaa !3
  %221 = add nsw i32 %4, 109
  %222 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %219
  store i32 1, i32* %222, align 4, !tbaa !3
  %223 = add nsw i32 %4, 110
  %224 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %221
  store i32 1, i32* %224, align 4, !tbaa !3
  %225 = add nsw i32 %4, 111
  %226 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %223
  store i32 7, i32* %226, align 4, !tbaa !3
  %227 = add nsw i32 %4, 112
  %228 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %225
  store i32 15, i32* %228, align 4, !tbaa !3
  %229 = add nsw i32 %4, 113
  %230 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %227
  store i32 2, i32* %230, align 4, !tbaa !3
  %231 = add nsw i32 %4, 114
  %232 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %229
  store i32 16, i32* %232, align 4, !tbaa !3
  %233 = add nsw i32 %4, 115
  %234 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %231
  store i32 %179, i32* %234, align 4, !tbaa !3
  store i32 %233, i32* %187, align 4, !tbaa !3
  %235 = add nsw i32 %4, 116
  %236 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %233
  store i32 14, i32* %236, align 4, !tbaa !3
  %237 = add nsw i32 %4, 117
  %238 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %235
  store i32 0, i32* %238, align 4, !tbaa !3
  %239 = add nsw i32 %4, 118
  %240 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %237
  store i32 0, i32* %240, align 4, !tbaa !3
  %241 = add nsw i32 %4, 119
  %242 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %239
  store i32 1, i32* %242, align 4, !tbaa !3
  %243 = add nsw i32 %4, 120
  %244 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %241
  store i32 10, i32* %244, align 4, !tbaa !3
  %245 = add nsw i32 %4, 121
  %246 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %243
  store i32 18, i32* %246, align 4, !tbaa !3
  %247 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %245
  %248 = add nsw i32 %4, 122
  %249 = add nsw i32 %4, 123
  %250 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %248
  store i32 0, i32* %250, align 4, !tbaa !3
  store i32 %249, i32* %247, align 4, !tbaa !3
  %251 = add nsw i32 %4, 124
  %252 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %249
  store i32 3, i32* %252, align 4, !tbaa !3
  %253 = add nsw i32 %4, 125
  %254 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %251
  store i32 1, i32* %254, align 4, !tbaa !3
  %255 = add nsw i32 %4, 126
  %256 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %253
  store i32 2, i32* %256, align 4, !tbaa !3
  %257 = add nsw i32 %4, 127
  %258 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %255
  store i32 11, i32* %258, align 4, !tbaa !3
  %259 = add nsw i32 %4, 128
  %260 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %257
  store i32 17, i32* %260, align 4, !tbaa !3
  %261 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %259
  %262 = add nsw i32 %4, 129
  %263 = add nsw i32 %4, 130
  %264 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %262
  store i32 19, i32* %264, align 4, !tbaa !3
  store i32 %263, i32* %261, align 4, !tbaa !3
  %265 = add nsw i32 %4, 131
  %266 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %263
  store i32 3, i32* %266, align 4, !tbaa !3
  %267 = add nsw i32 %4, 132
  %268 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %265
  store i32 1, i32* %268, align 4, !tbaa !3
  %269 = add nsw i32 %4, 133
  %270 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %267
  store i32 1, i32* %270, align 4, !tbaa !3
  %271 = add nsw i32 %4, 134
  %272 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %269
  store i32 7, i32* %272, align 4, !tbaa !3
  %273 = add nsw i32 %4, 135
  %274 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %271
  store i32 18, i32* %274, align 4, !tbaa !3
  %275 = add nsw i32 %4, 136
  %276 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %273
  store i32 %249, i32* %276, align 4, !tbaa !3
  %277 = add nsw i32 %4, 137
  %278 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %275
  store i32 8, i32* %278, align 4, !tbaa !3
  %279 = add nsw i32 %4, 138
  store i32 %279, i32* @ncode, align 4, !tbaa !3
  %280 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %277
  store i32 19, i32* %280, align 4, !tbaa !3
  %281 = tail call fastcc i32 @run(i32 noundef %4) #3
  %282 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %282) #4
  %283 = icmp slt i32 %281, 0
  %284 = sub i32 0, %281
  %285 = select i1 %283, i32 %284, i32 %281
  br i1 %283, label %286, label %288

286:                                              ; preds = %0
  %287 = tail call i32 @putchar(i32 noundef 45) #5
  br label %288

288:                                              ; preds = %286, %0
  br label %289

289:                                              ; preds = %288, %289
  %290 = phi i32 [ %295, %289 ], [ 0, %288 ]
  %291 = phi i32 [ %297, %289 ], [ %285, %288 ]
  %292 = urem i32 %291, 10
  %293 = trunc i32 %292 to i8
  %294 = or i8 %293, 48
  %295 = add nuw nsw i32 %290, 1
  %296 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %290
  store i8 %294, i8* %296, align 1, !tbaa !7
  %297 = udiv i32 %291, 10
  %298 = icmp ult i32 %291, 10
  br i1 %298, label %299, label %289, !llvm.loop !8

299:                                              ; preds = %289, %299
  %300 = phi i32 [ %301, %299 ], [ %295, %289 ]
  %301 = add nsw i32 %300, -1
  %302 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %301
  %303 = load i8, i8* %302, align 1, !tbaa !7
  %304 = sext i8 %303 to i32
  %305 = tail call i32 @putchar(i32 noundef %304) #5
  %306 = icmp eq i32 %301, 0
  br i1 %306, label %307, label %299, !llvm.loop !10

307:                                              ; preds = %299
  %308 = tail call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %282) #4
  %309 = icmp eq i32 %281, 568
  br i1 %309, label %311, label %310

310:                                              ; preds = %307
  tail call void @abort() #5
  br label %311

311:                                              ; preds = %310, %307
  %312 = tail call fastcc i32 @run(i32 noundef %155) #3
  %313 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %313) #4
  %314 = icmp slt i32 %312, 0
  %315 = sub i32 0, %312
  %316 = select i1 %314, i32 %315, i32 %312
  br i1 %314, label %317, label %319

317:                                              ; preds = %311
  %318 = tail call i32 @putchar(i32 noundef 45) #5
  br label %319

319:                                              ; preds = %317, %311
  br label %320

320:                                              ; preds = %319, %320
  %321 = phi i32 [ %326, %320 ], [ 0, %319 ]
  %322 = phi i32 [ %328, %320 ], [ %316, %319 ]
  %323 = urem i32 %322, 10
  %324 = trunc i32 %323 to i8
  %325 = or i8 %324, 48
  %326 = add nuw nsw i32 %321, 1
  %327 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %321
  store i8 %325, i8* %327, align 1, !tbaa !7
  %328 = udiv i32 %322, 10
  %329 = icmp ult i32 %322, 10
  br i1 %329, label %330, label %320, !llvm.loop !8

330:                                              ; preds = %320, %330
  %331 = phi i32 [ %332, %330 ], [ %326, %320 ]
  %332 = add nsw i32 %331, -1
  %333 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %332
  %334 = load i8, i8* %333, align 1, !tbaa !7
  %335 = sext i8 %334 to i32
  %336 = tail call i32 @putchar(i32 noundef %335) #5
  %337 = icmp eq i32 %332, 0
  br i1 %337, label %338, label %330, !llvm.loop !10

338:                                              ; preds = %330
  %339 = tail call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %313) #4
  %340 = tail call fastcc i32 @run(i32 noundef %239) #3
  %341 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %341) #4
  %342 = icmp slt i32 %340, 0
  %343 = sub i32 0, %340
  %344 = select i1 %342, i32 %343, i32 %340
  br i1 %342, label %345, label %347

345:                                              ; preds = %338
  %346 = tail call i32 @putchar(i32 noundef 45) #5
  br label %347

347:                                              ; preds = %345, %338
  br label %348

348:                                              ; preds = %347, %348
  %349 = phi i32 [ %354, %348 ], [ 0, %347 ]
  %350 = phi i32 [ %356, %348 ], [ %344, %347 ]
  %351 = urem i32 %350, 10
  %352 = trunc i32 %351 to i8
  %353 = or i8 %352, 48
  %354 = add nuw nsw i32 %349, 1
  %355 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %349
  store i8 %353, i8* %355, align 1, !tbaa !7
  %356 = udiv i32 %350, 10
  %357 = icmp ult i32 %350, 10
  br i1 %357, label %358, label %348, !llvm.loop !8

358:                                              ; preds = %348, %358
  %359 = phi i32 [ %360, %358 ], [ %354, %348 ]
  %360 = add nsw i32 %359, -1
  %361 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %360
  %362 = load i8, i8* %361, align 1, !tbaa !7
  %363 = sext i8 %362 to i32
  %364 = tail call i32 @putchar(i32 noundef %363) #5
  %365 = icmp eq i32 %360, 0
  br i1 %365, label %366, label %358, !llvm.loop !10

366:                                              ; preds = %358
  %367 = tail call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %341) #4
  %368 = icmp eq i32 %340, 3628800
  br i1 %368, label %370, label %369

369:                                              ; preds = %366
  tail call void @abort() #5
  br label %370

370:                                              ; preds = %369, %366
  %371 = xor i32 %281, -2128831035
  %372 = mul i32 %371, 16777619
  %373 = xor i32 %312, %372
  %374 = mul i32 %373, 16777619
  %375 = xor i32 %340, %374
  %376 = mul i32 %375, 16777619
  %377 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !11
  %378 = xor i32 %377, %376
  %379 = mul i32 %378, 16777619
  %380 = and i32 %379, 2147483647
  tail call void @exit(i32 noundef %380) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc i32 @run(i32 noundef %0) unnamed_addr #0 {
  store i32 0, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  store i32 0, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !14
  br label %2

2:                                                ; preds = %195, %1
  %3 = phi i32 [ 0, %1 ], [ %198, %195 ]
  %4 = phi i32 [ 0, %1 ], [ %197, %195 ]
  %5 = phi i32 [ %0, %1 ], [ %196, %195 ]
  %6 = add nsw i32 %5, 1
  %7 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %8 = load i32, i32* %7, align 4, !tbaa !3
  %9 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !11
  %10 = add i32 %9, 1
  store i32 %10, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !11
  %11 = icmp ugt i32 %4, 62
  %12 = icmp ugt i32 %3, 31
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  tail call void @abort() #5
  br label %15

15:                                               ; preds = %2, %14
  switch i32 %8, label %194 [
    i32 0, label %16
    i32 1, label %23
    i32 2, label %30
    i32 3, label %33
    i32 4, label %41
    i32 5, label %52
    i32 6, label %60
    i32 7, label %69
    i32 8, label %78
    i32 9, label %87
    i32 10, label %104
    i32 11, label %121
    i32 12, label %131
    i32 13, label %141
    i32 14, label %148
    i32 15, label %158
    i32 16, label %168
    i32 17, label %171
    i32 18, label %182
    i32 19, label %189
  ]

16:                                               ; preds = %15
  %17 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %199

19:                                               ; preds = %16
  %20 = add nsw i32 %17, -1
  %21 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4, !tbaa !3
  br label %199

23:                                               ; preds = %15
  %24 = add nsw i32 %5, 2
  %25 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %26 = load i32, i32* %25, align 4, !tbaa !3
  %27 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %29 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %27
  store i32 %26, i32* %29, align 4, !tbaa !3
  br label %195

30:                                               ; preds = %15
  %31 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  br label %195

33:                                               ; preds = %15
  %34 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4, !tbaa !3
  %38 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %34
  store i32 %37, i32* %38, align 4, !tbaa !3
  %39 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  br label %195

41:                                               ; preds = %15
  %42 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %43 = add nsw i32 %42, -1
  %44 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !3
  %46 = add nsw i32 %42, -2
  %47 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %46
  %48 = load i32, i32* %47, align 4, !tbaa !3
  store i32 %48, i32* %44, align 4, !tbaa !3
  %49 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %50 = add nsw i32 %49, -2
  %51 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %50
  store i32 %45, i32* %51, align 4, !tbaa !3
  br label %195

52:                                               ; preds = %15
  %53 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %54 = add nsw i32 %53, -2
  %55 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !3
  %57 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %53
  store i32 %56, i32* %57, align 4, !tbaa !3
  %58 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  br label %195

60:                                               ; preds = %15
  %61 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %62 = add nsw i32 %61, -1
  store i32 %62, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %63 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4, !tbaa !3
  %65 = add nsw i32 %61, -2
  %66 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4, !tbaa !3
  %68 = add i32 %67, %64
  store i32 %68, i32* %66, align 4, !tbaa !3
  br label %195

69:                                               ; preds = %15
  %70 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %71 = add nsw i32 %70, -1
  store i32 %71, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %72 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %71
  %73 = load i32, i32* %72, align 4, !tbaa !3
  %74 = add nsw i32 %70, -2
  %75 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !3
  %77 = sub i32 %76, %73
  store i32 %77, i32* %75, align 4, !tbaa !3
  br label %195

78:                                               ; preds = %15
  %79 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %80 = add nsw i32 %79, -1
  store i32 %80, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %81 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !3
  %83 = add nsw i32 %79, -2
  %84 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4, !tbaa !3
  %86 = mul i32 %85, %82
  store i32 %86, i32* %84, align 4, !tbaa !3
  br label %195

87:                                               ; preds = %15
  %88 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %89 = add nsw i32 %88, -1
  store i32 %89, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %90 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %89
  %91 = load i32, i32* %90, align 4, !tbaa !3
  %92 = add nsw i32 %88, -2
  %93 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4, !tbaa !3
  %95 = icmp eq i32 %91, 0
  br i1 %95, label %102, label %96

96:                                               ; preds = %87
  %97 = icmp eq i32 %94, -2147483648
  %98 = icmp eq i32 %91, -1
  %99 = select i1 %97, i1 %98, i1 false
  br i1 %99, label %102, label %100

100:                                              ; preds = %96
  %101 = sdiv i32 %94, %91
  br label %102

102:                                              ; preds = %87, %96, %100
  %103 = phi i32 [ %101, %100 ], [ 0, %96 ], [ 0, %87 ]
  store i32 %103, i32* %93, align 4, !tbaa !3
  br label %195

104:                                              ; preds = %15
  %105 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %106 = add nsw i32 %105, -1
  store i32 %106, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %107 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %106
  %108 = load i32, i32* %107, align 4, !tbaa !3
  %109 = add nsw i32 %105, -2
  %110 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !3
  %112 = icmp eq i32 %108, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %104
  %114 = icmp eq i32 %111, -2147483648
  %115 = icmp eq i32 %108, -1
  %116 = select i1 %114, i1 %115, i1 false
  br i1 %116, label %119, label %117

117:                                              ; preds = %113
  %118 = srem i32 %111, %108
  br label %119

119:                                              ; preds = %104, %113, %117
  %120 = phi i32 [ %118, %117 ], [ 0, %113 ], [ 0, %104 ]
  store i32 %120, i32* %110, align 4, !tbaa !3
  br label %195

121:                                              ; preds = %15
  %122 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %123 = add nsw i32 %122, -1
  store i32 %123, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %124 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4, !tbaa !3
  %126 = add nsw i32 %122, -2
  %127 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4, !tbaa !3
  %129 = icmp slt i32 %128, %125
  %130 = zext i1 %129 to i32
  store i32 %130, i32* %127, align 4, !tbaa !3
  br label %195

131:                                              ; preds = %15
  %132 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %133 = add nsw i32 %132, -1
  store i32 %133, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %134 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %133
  %135 = load i32, i32* %134, align 4, !tbaa !3
  %136 = add nsw i32 %132, -2
  %137 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %136
  %138 = load i32, i32* %137, align 4, !tbaa !3
  %139 = icmp eq i32 %138, %135
  %140 = zext i1 %139 to i32
  store i32 %140, i32* %137, align 4, !tbaa !3
  br label %195

141:                                              ; preds = %15
  %142 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %143 = add nsw i32 %142, -1
  %144 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %143
  %145 = load i32, i32* %144, align 4, !tbaa !3
  %146 = icmp eq i32 %145, 0
  %147 = zext i1 %146 to i32
  store i32 %147, i32* %144, align 4, !tbaa !3
  br label %195

148:                                              ; preds = %15
  %149 = add nsw i32 %5, 2
  %150 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %151 = load i32, i32* %150, align 4, !tbaa !3
  %152 = and i32 %151, 7
  %153 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 1, i32 %152
  %154 = load i32, i32* %153, align 4, !tbaa !3
  %155 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %157 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %155
  store i32 %154, i32* %157, align 4, !tbaa !3
  br label %195

158:                                              ; preds = %15
  %159 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %160 = add nsw i32 %159, -1
  store i32 %160, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %161 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4, !tbaa !3
  %163 = add nsw i32 %5, 2
  %164 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %165 = load i32, i32* %164, align 4, !tbaa !3
  %166 = and i32 %165, 7
  %167 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 1, i32 %166
  store i32 %162, i32* %167, align 4, !tbaa !3
  br label %195

168:                                              ; preds = %15
  %169 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %170 = load i32, i32* %169, align 4, !tbaa !3
  br label %195

171:                                              ; preds = %15
  %172 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %173 = add nsw i32 %172, -1
  store i32 %173, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %174 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %173
  %175 = load i32, i32* %174, align 4, !tbaa !3
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %177, label %180

177:                                              ; preds = %171
  %178 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %179 = load i32, i32* %178, align 4, !tbaa !3
  br label %195

180:                                              ; preds = %171
  %181 = add nsw i32 %5, 2
  br label %195

182:                                              ; preds = %15
  %183 = add nsw i32 %5, 2
  %184 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !14
  %185 = add nsw i32 %184, 1
  store i32 %185, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !14
  %186 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 2, i32 %184
  store i32 %183, i32* %186, align 4, !tbaa !3
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %188 = load i32, i32* %187, align 4, !tbaa !3
  br label %195

189:                                              ; preds = %15
  %190 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !14
  %191 = add nsw i32 %190, -1
  store i32 %191, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !14
  %192 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 2, i32 %191
  %193 = load i32, i32* %192, align 4, !tbaa !3
  br label %195

194:                                              ; preds = %15
  tail call void @abort() #5
  br label %195

195:                                              ; preds = %23, %30, %33, %41, %52, %60, %69, %78, %102, %119, %121, %131, %141, %148, %158, %168, %182, %189, %194, %180, %177
  %196 = phi i32 [ %6, %194 ], [ %193, %189 ], [ %188, %182 ], [ %170, %168 ], [ %163, %158 ], [ %149, %148 ], [ %6, %141 ], [ %6, %131 ], [ %6, %121 ], [ %6, %119 ], [ %6, %102 ], [ %6, %78 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %41 ], [ %6, %33 ], [ %6, %30 ], [ %24, %23 ], [ %179, %177 ], [ %181, %180 ]
  %197 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !13
  %198 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4
  br label %2

199:                                              ; preds = %16, %19
  %200 = phi i32 [ 0, %16 ], [ %22, %19 ]
  ret i32 %200
}

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !4, i64 424}
!12 = !{!"vm", !5, i64 0, !5, i64 256, !5, i64 288, !4, i64 416, !4, i64 420, !4, i64 424}
!13 = !{!12, !4, i64 416}
!14 = !{!12, !4, i64 420}
