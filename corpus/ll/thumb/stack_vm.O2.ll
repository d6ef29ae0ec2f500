; ModuleID = 'stack_vm.c'
source_filename = "stack_vm.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.vm = type { [64 x i32], [8 x i32], [32 x i32], i32, i32, i32 }

@machine = internal unnamed_addr global %struct.vm zeroinitializer, align 4
@ncode = internal unnamed_addr global i32 0, align 4
@code = internal unnamed_addr global [160 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i8], align 1
  %2 = alloca [12 x i8], align 1
  %3 = alloca [12 x i8], align 1
  %4 = load i32, i32* @ncode, align 4, !tbaa !7
  %5 = add nsw i32 %4, 1
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %4
  store i32 1, i32* %6, align 4, !tbaa !7
  %7 = add nsw i32 %4, 2
  %8 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  store i32 0, i32* %8, align 4, !tbaa !7
  %9 = add nsw i32 %4, 3
  %10 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %7
  store i32 15, i32* %10, align 4, !tbaa !7
  %11 = add nsw i32 %4, 4
  %12 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %9
  store i32 2, i32* %12, align 4, !tbaa !7
  %13 = add nsw i32 %4, 5
  %14 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %11
  store i32 1, i32* %14, align 4, !tbaa !7
  %15 = add nsw i32 %4, 6
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %13
  store i32 2, i32* %16, align 4, !tbaa !7
  %17 = add nsw i32 %4, 7
  %18 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %15
  store i32 15, i32* %18, align 4, !tbaa !7
  %19 = add nsw i32 %4, 8
  %20 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %17
  store i32 0, i32* %20, align 4, !tbaa !7
  %21 = add nsw i32 %4, 9
  %22 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %19
  store i32 14, i32* %22, align 4, !tbaa !7
  %23 = add nsw i32 %4, 10
  %24 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %21
  store i32 0, i32* %24, align 4, !tbaa !7
  %25 = add nsw i32 %4, 11
  %26 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %23
  store i32 1, i32* %26, align 4, !tbaa !7
  %27 = add nsw i32 %4, 12
  %28 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %25
  store i32 70, i32* %28, align 4, !tbaa !7
  %29 = add nsw i32 %4, 13
  %30 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %27
  store i32 11, i32* %30, align 4, !tbaa !7
  %31 = add nsw i32 %4, 14
  %32 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %29
  store i32 17, i32* %32, align 4, !tbaa !7
  %33 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %31
  %34 = add nsw i32 %4, 15
  %35 = add nsw i32 %4, 16
  %36 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %34
  store i32 1, i32* %36, align 4, !tbaa !7
  %37 = add nsw i32 %4, 17
  %38 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %35
  store i32 1, i32* %38, align 4, !tbaa !7
  %39 = add nsw i32 %4, 18
  %40 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %37
  store i32 15, i32* %40, align 4, !tbaa !7
  %41 = add nsw i32 %4, 19
  %42 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %39
  store i32 3, i32* %42, align 4, !tbaa !7
  %43 = add nsw i32 %4, 20
  %44 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %41
  store i32 1, i32* %44, align 4, !tbaa !7
  %45 = add nsw i32 %4, 21
  %46 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %43
  store i32 2, i32* %46, align 4, !tbaa !7
  %47 = add nsw i32 %4, 22
  %48 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %45
  store i32 15, i32* %48, align 4, !tbaa !7
  %49 = add nsw i32 %4, 23
  %50 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %47
  store i32 1, i32* %50, align 4, !tbaa !7
  %51 = add nsw i32 %4, 24
  %52 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %49
  store i32 14, i32* %52, align 4, !tbaa !7
  %53 = add nsw i32 %4, 25
  %54 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %51
  store i32 0, i32* %54, align 4, !tbaa !7
  %55 = add nsw i32 %4, 26
  %56 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %53
  store i32 14, i32* %56, align 4, !tbaa !7
  %57 = add nsw i32 %4, 27
  %58 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %55
  store i32 1, i32* %58, align 4, !tbaa !7
  %59 = add nsw i32 %4, 28
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %57
  store i32 3, i32* %60, align 4, !tbaa !7
  %61 = add nsw i32 %4, 29
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %59
  store i32 8, i32* %62, align 4, !tbaa !7
  %63 = add nsw i32 %4, 30
  %64 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %61
  store i32 11, i32* %64, align 4, !tbaa !7
  %65 = add nsw i32 %4, 31
  %66 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %63
  store i32 13, i32* %66, align 4, !tbaa !7
  %67 = add nsw i32 %4, 32
  %68 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %65
  store i32 17, i32* %68, align 4, !tbaa !7
  %69 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %67
  %70 = add nsw i32 %4, 33
  %71 = add nsw i32 %4, 34
  %72 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %70
  store i32 14, i32* %72, align 4, !tbaa !7
  %73 = add nsw i32 %4, 35
  %74 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %71
  store i32 0, i32* %74, align 4, !tbaa !7
  %75 = add nsw i32 %4, 36
  %76 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %73
  store i32 14, i32* %76, align 4, !tbaa !7
  %77 = add nsw i32 %4, 37
  %78 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %75
  store i32 1, i32* %78, align 4, !tbaa !7
  %79 = add nsw i32 %4, 38
  %80 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %77
  store i32 10, i32* %80, align 4, !tbaa !7
  %81 = add nsw i32 %4, 39
  %82 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %79
  store i32 17, i32* %82, align 4, !tbaa !7
  %83 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %81
  %84 = add nsw i32 %4, 40
  %85 = add nsw i32 %4, 41
  %86 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %84
  store i32 14, i32* %86, align 4, !tbaa !7
  %87 = add nsw i32 %4, 42
  %88 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %85
  store i32 1, i32* %88, align 4, !tbaa !7
  %89 = add nsw i32 %4, 43
  %90 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %87
  store i32 1, i32* %90, align 4, !tbaa !7
  %91 = add nsw i32 %4, 44
  %92 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %89
  store i32 1, i32* %92, align 4, !tbaa !7
  %93 = add nsw i32 %4, 45
  %94 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %91
  store i32 6, i32* %94, align 4, !tbaa !7
  %95 = add nsw i32 %4, 46
  %96 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %93
  store i32 15, i32* %96, align 4, !tbaa !7
  %97 = add nsw i32 %4, 47
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %95
  store i32 1, i32* %98, align 4, !tbaa !7
  %99 = add nsw i32 %4, 48
  %100 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %97
  store i32 16, i32* %100, align 4, !tbaa !7
  %101 = add nsw i32 %4, 49
  %102 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %99
  store i32 %49, i32* %102, align 4, !tbaa !7
  store i32 %101, i32* %83, align 4, !tbaa !7
  %103 = add nsw i32 %4, 50
  %104 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %101
  store i32 1, i32* %104, align 4, !tbaa !7
  %105 = add nsw i32 %4, 51
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %103
  store i32 0, i32* %106, align 4, !tbaa !7
  %107 = add nsw i32 %4, 52
  %108 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %105
  store i32 15, i32* %108, align 4, !tbaa !7
  %109 = add nsw i32 %4, 53
  %110 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %107
  store i32 3, i32* %110, align 4, !tbaa !7
  store i32 %109, i32* %69, align 4, !tbaa !7
  %111 = add nsw i32 %4, 54
  %112 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %109
  store i32 14, i32* %112, align 4, !tbaa !7
  %113 = add nsw i32 %4, 55
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %111
  store i32 3, i32* %114, align 4, !tbaa !7
  %115 = add nsw i32 %4, 56
  %116 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %113
  store i32 17, i32* %116, align 4, !tbaa !7
  %117 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %115
  %118 = add nsw i32 %4, 57
  %119 = add nsw i32 %4, 58
  %120 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %118
  store i32 14, i32* %120, align 4, !tbaa !7
  %121 = add nsw i32 %4, 59
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %119
  store i32 2, i32* %122, align 4, !tbaa !7
  %123 = add nsw i32 %4, 60
  %124 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %121
  store i32 14, i32* %124, align 4, !tbaa !7
  %125 = add nsw i32 %4, 61
  %126 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %123
  store i32 0, i32* %126, align 4, !tbaa !7
  %127 = add nsw i32 %4, 62
  %128 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %125
  store i32 6, i32* %128, align 4, !tbaa !7
  %129 = add nsw i32 %4, 63
  %130 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %127
  store i32 15, i32* %130, align 4, !tbaa !7
  %131 = add nsw i32 %4, 64
  %132 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %129
  store i32 2, i32* %132, align 4, !tbaa !7
  store i32 %131, i32* %117, align 4, !tbaa !7
  %133 = add nsw i32 %4, 65
  %134 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %131
  store i32 14, i32* %134, align 4, !tbaa !7
  %135 = add nsw i32 %4, 66
  %136 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %133
  store i32 0, i32* %136, align 4, !tbaa !7
  %137 = add nsw i32 %4, 67
  %138 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %135
  store i32 1, i32* %138, align 4, !tbaa !7
  %139 = add nsw i32 %4, 68
  %140 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %137
  store i32 1, i32* %140, align 4, !tbaa !7
  %141 = add nsw i32 %4, 69
  %142 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %139
  store i32 6, i32* %142, align 4, !tbaa !7
  %143 = add nsw i32 %4, 70
  %144 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %141
  store i32 15, i32* %144, align 4, !tbaa !7
  %145 = add nsw i32 %4, 71
  %146 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %143
  store i32 0, i32* %146, align 4, !tbaa !7
  %147 = add nsw i32 %4, 72
  %148 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %145
  store i32 16, i32* %148, align 4, !tbaa !7
  %149 = add nsw i32 %4, 73
  %150 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %147
  store i32 %19, i32* %150, align 4, !tbaa !7
  store i32 %149, i32* %33, align 4, !tbaa !7
  %151 = add nsw i32 %4, 74
  %152 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %149
  store i32 14, i32* %152, align 4, !tbaa !7
  %153 = add nsw i32 %4, 75
  %154 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %151
  store i32 2, i32* %154, align 4, !tbaa !7
  %155 = add nsw i32 %4, 76
  %156 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %153
  store i32 0, i32* %156, align 4, !tbaa !7
  %157 = add nsw i32 %4, 77
  %158 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %155
  store i32 1, i32* %158, align 4, !tbaa !7
  %159 = add nsw i32 %4, 78
  %160 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %157
  store i32 0, i32* %160, align 4, !tbaa !7
  %161 = add nsw i32 %4, 79
  %162 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %159
  store i32 15, i32* %162, align 4, !tbaa !7
  %163 = add nsw i32 %4, 80
  %164 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %161
  store i32 0, i32* %164, align 4, !tbaa !7
  %165 = add nsw i32 %4, 81
  %166 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %163
  store i32 1, i32* %166, align 4, !tbaa !7
  %167 = add nsw i32 %4, 82
  %168 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %165
  store i32 1, i32* %168, align 4, !tbaa !7
  %169 = add nsw i32 %4, 83
  %170 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %167
  store i32 15, i32* %170, align 4, !tbaa !7
  %171 = add nsw i32 %4, 84
  %172 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %169
  store i32 1, i32* %172, align 4, !tbaa !7
  %173 = add nsw i32 %4, 85
  %174 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %171
  store i32 1, i32* %174, align 4, !tbaa !7
  %175 = add nsw i32 %4, 86
  %176 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %173
  store i32 30, i32* %176, align 4, !tbaa !7
  %177 = add nsw i32 %4, 87
  %178 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %175
  store i32 15, i32* %178, align 4, !tbaa !7
  %179 = add nsw i32 %4, 88
  %180 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %177
  store i32 2, i32* %180, align 4, !tbaa !7
  %181 = add nsw i32 %4, 89
  %182 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %179
  store i32 14, i32* %182, align 4, !tbaa !7
  %183 = add nsw i32 %4, 90
  %184 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %181
  store i32 2, i32* %184, align 4, !tbaa !7
  %185 = add nsw i32 %4, 91
  %186 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %183
  store i32 17, i32* %186, align 4, !tbaa !7
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %185
  %188 = add nsw i32 %4, 92
  %189 = add nsw i32 %4, 93
  %190 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %188
  store i32 14, i32* %190, align 4, !tbaa !7
  %191 = add nsw i32 %4, 94
  %192 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %189
  store i32 0, i32* %192, align 4, !tbaa !7
  %193 = add nsw i32 %4, 95
  %194 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %191
  store i32 14, i32* %194, align 4, !tbaa !7
  %195 = add nsw i32 %4, 96
  %196 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %193
  store i32 1, i32* %196, align 4, !tbaa !7
  %197 = add nsw i32 %4, 97
  %198 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %195
  store i32 6, i32* %198, align 4, !tbaa !7
  %199 = add nsw i32 %4, 98
  %200 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %197
  store i32 1, i32* %200, align 4, !tbaa !7
  %201 = add nsw i32 %4, 99
  %202 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %199
  store i32 1000003, i32* %202, align 4, !tbaa !7
  %203 = add nsw i32 %4, 100
  %204 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %201
  store i32 10, i32* %204, align 4, !tbaa !7
  %205 = add nsw i32 %4, 101
  %206 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %203
  store i32 14, i32* %206, align 4, !tbaa !7
  %207 = add nsw i32 %4, 102
  %208 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %205
  store i32 1, i32* %208, align 4, !tbaa !7
  %209 = add nsw i32 %4, 103
  %210 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %207
  store i32 15, i32* %210, align 4, !tbaa !7
  %211 = add nsw i32 %4, 104
  %212 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %209
  store i32 0, i32* %212, align 4, !tbaa !7
  %213 = add nsw i32 %4, 105
  %214 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %211
  store i32 15, i32* %214, align 4, !tbaa !7
  %215 = add nsw i32 %4, 106
  %216 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %213
  store i32 1, i32* %216, align 4, !tbaa !7
  %217 = add nsw i32 %4, 107
  %218 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %215
  store i32 14, i32* %218, align 4, !tbaa !7
  %219 = add nsw i32 %4, 108
  %220 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %217
  store i32 2, i32* %220, align 4, !tbaa !7
  %221 = add nsw i32 %4, 109
  %222 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %219
  store i32 1, i32* %222, align 4, !tbaa !7
  %223 = add nsw i32 %4, 110
  %224 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %221
  store i32 1, i32* %224, align 4, !tbaa !7
  %225 = add nsw i32 %4, 111
  %226 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %223
  store i32 7, i32* %226, align 4, !tbaa !7
  %227 = add nsw i32 %4, 112
  %228 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %225
  store i32 15, i32* %228, align 4, !tbaa !7
  %229 = add nsw i32 %4, 113
  %230 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %227
  store i32 2, i32* %230, align 4, !tbaa !7
  %231 = add nsw i32 %4, 114
  %232 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %229
  store i32 16, i32* %232, align 4, !tbaa !7
  %233 = add nsw i32 %4, 115
  %234 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %231
  store i32 %179, i32* %234, align 4, !tbaa !7
  store i32 %233, i32* %187, align 4, !tbaa !7
  %235 = add nsw i32 %4, 116
  %236 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %233
  store i32 14, i32* %236, align 4, !tbaa !7
  %237 = add nsw i32 %4, 117
  %238 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %235
  store i32 0, i32* %238, align 4, !tbaa !7
  %239 = add nsw i32 %4, 118
  %240 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %237
  store i32 0, i32* %240, align 4, !tbaa !7
  %241 = add nsw i32 %4, 119
  %242 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %239
  store i32 1, i32* %242, align 4, !tbaa !7
  %243 = add nsw i32 %4, 120
  %244 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %241
  store i32 10, i32* %244, align 4, !tbaa !7
  %245 = add nsw i32 %4, 121
  %246 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %243
  store i32 18, i32* %246, align 4, !tbaa !7
  %247 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %245
  %248 = add nsw i32 %4, 122
  %249 = add nsw i32 %4, 123
  %250 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %248
  store i32 0, i32* %250, align 4, !tbaa !7
  store i32 %249, i32* %247, align 4, !tbaa !7
  %251 = add nsw i32 %4, 124
  %252 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %249
  store i32 3, i32* %252, align 4, !tbaa !7
  %253 = add nsw i32 %4, 125
  %254 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %251
  store i32 1, i32* %254, align 4, !tbaa !7
  %255 = add nsw i32 %4, 126
  %256 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %253
  store i32 2, i32* %256, align 4, !tbaa !7
  %257 = add nsw i32 %4, 127
  %258 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %255
  store i32 11, i32* %258, align 4, !tbaa !7
  %259 = add nsw i32 %4, 128
  %260 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %257
  store i32 17, i32* %260, align 4, !tbaa !7
  %261 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %259
  %262 = add nsw i32 %4, 129
  %263 = add nsw i32 %4, 130
  %264 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %262
  store i32 19, i32* %264, align 4, !tbaa !7
  store i32 %263, i32* %261, align 4, !tbaa !7
  %265 = add nsw i32 %4, 131
  %266 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %263
  store i32 3, i32* %266, align 4, !tbaa !7
  %267 = add nsw i32 %4, 132
  %268 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %265
  store i32 1, i32* %268, align 4, !tbaa !7
  %269 = add nsw i32 %4, 133
  %270 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %267
  store i32 1, i32* %270, align 4, !tbaa !7
  %271 = add nsw i32 %4, 134
  %272 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %269
  store i32 7, i32* %272, align 4, !tbaa !7
  %273 = add nsw i32 %4, 135
  %274 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %271
  store i32 18, i32* %274, align 4, !tbaa !7
  %275 = add nsw i32 %4, 136
  %276 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %273
  store i32 %249, i32* %276, align 4, !tbaa !7
  %277 = add nsw i32 %4, 137
  %278 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %275
  store i32 8, i32* %278, align 4, !tbaa !7
  %279 = add nsw i32 %4, 138
  store i32 %279, i32* @ncode, align 4, !tbaa !7
  %280 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %277
  store i32 19, i32* %280, align 4, !tbaa !7
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

289:                                              ; preds = %316, %288
  %290 = phi i32 [ 0, %288 ], [ %321, %316 ]
  %291 = phi i32 [ %285, %288 ], [ %323, %316 ]
  %292 = freeze i32 %291
  %293 = udiv i32 %292, 10
  %294 = mul i32 %293, 10
  %295 = sub i32 %292, %294
  %296 = trunc i32 %295 to i8
  %297 = or i8 %296, 48
  %298 = or i32 %290, 1
  %299 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %290
  store i8 %297, i8* %299, align 1, !tbaa !11
  %300 = icmp ult i32 %291, 10
  br i1 %300, label %325, label %301, !llvm.loop !12

301:                                              ; preds = %289
  %302 = urem i32 %293, 10
  %303 = trunc i32 %302 to i8
  %304 = or i8 %303, 48
  %305 = or i32 %290, 2
  %306 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %298
  store i8 %304, i8* %306, align 1, !tbaa !11
  %307 = icmp ult i32 %291, 100
  br i1 %307, label %325, label %308, !llvm.loop !12

308:                                              ; preds = %301
  %309 = udiv i32 %291, 100
  %310 = urem i32 %309, 10
  %311 = trunc i32 %310 to i8
  %312 = or i8 %311, 48
  %313 = or i32 %290, 3
  %314 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %305
  store i8 %312, i8* %314, align 1, !tbaa !11
  %315 = icmp ult i32 %291, 1000
  br i1 %315, label %325, label %316, !llvm.loop !12

316:                                              ; preds = %308
  %317 = udiv i32 %291, 1000
  %318 = urem i32 %317, 10
  %319 = trunc i32 %318 to i8
  %320 = or i8 %319, 48
  %321 = add nuw nsw i32 %290, 4
  %322 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %313
  store i8 %320, i8* %322, align 1, !tbaa !11
  %323 = udiv i32 %291, 10000
  %324 = icmp ult i32 %291, 10000
  br i1 %324, label %325, label %289, !llvm.loop !12

325:                                              ; preds = %316, %308, %301, %289
  %326 = phi i32 [ %298, %289 ], [ %305, %301 ], [ %313, %308 ], [ %321, %316 ]
  br label %327

327:                                              ; preds = %325, %327
  %328 = phi i32 [ %329, %327 ], [ %326, %325 ]
  %329 = add nsw i32 %328, -1
  %330 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %329
  %331 = load i8, i8* %330, align 1, !tbaa !11
  %332 = zext i8 %331 to i32
  %333 = tail call i32 @putchar(i32 noundef %332) #5
  %334 = icmp eq i32 %329, 0
  br i1 %334, label %335, label %327, !llvm.loop !14

335:                                              ; preds = %327
  %336 = tail call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %282) #4
  %337 = icmp eq i32 %281, 568
  br i1 %337, label %339, label %338

338:                                              ; preds = %335
  tail call void @abort() #5
  br label %339

339:                                              ; preds = %338, %335
  %340 = tail call fastcc i32 @run(i32 noundef %155) #3
  %341 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %341) #4
  %342 = icmp slt i32 %340, 0
  %343 = sub i32 0, %340
  %344 = select i1 %342, i32 %343, i32 %340
  br i1 %342, label %345, label %347

345:                                              ; preds = %339
  %346 = tail call i32 @putchar(i32 noundef 45) #5
  br label %347

347:                                              ; preds = %345, %339
  br label %348

348:                                              ; preds = %375, %347
  %349 = phi i32 [ 0, %347 ], [ %380, %375 ]
  %350 = phi i32 [ %344, %347 ], [ %382, %375 ]
  %351 = freeze i32 %350
  %352 = udiv i32 %351, 10
  %353 = mul i32 %352, 10
  %354 = sub i32 %351, %353
  %355 = trunc i32 %354 to i8
  %356 = or i8 %355, 48
  %357 = or i32 %349, 1
  %358 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %349
  store i8 %356, i8* %358, align 1, !tbaa !11
  %359 = icmp ult i32 %350, 10
  br i1 %359, label %384, label %360, !llvm.loop !12

360:                                              ; preds = %348
  %361 = urem i32 %352, 10
  %362 = trunc i32 %361 to i8
  %363 = or i8 %362, 48
  %364 = or i32 %349, 2
  %365 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %357
  store i8 %363, i8* %365, align 1, !tbaa !11
  %366 = icmp ult i32 %350, 100
  br i1 %366, label %384, label %367, !llvm.loop !12

367:                                              ; preds = %360
  %368 = udiv i32 %350, 100
  %369 = urem i32 %368, 10
  %370 = trunc i32 %369 to i8
  %371 = or i8 %370, 48
  %372 = or i32 %349, 3
  %373 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %364
  store i8 %371, i8* %373, align 1, !tbaa !11
  %374 = icmp ult i32 %350, 1000
  br i1 %374, label %384, label %375, !llvm.loop !12

375:                                              ; preds = %367
  %376 = udiv i32 %350, 1000
  %377 = urem i32 %376, 10
  %378 = trunc i32 %377 to i8
  %379 = or i8 %378, 48
  %380 = add nuw nsw i32 %349, 4
  %381 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %372
  store i8 %379, i8* %381, align 1, !tbaa !11
  %382 = udiv i32 %350, 10000
  %383 = icmp ult i32 %350, 10000
  br i1 %383, label %384, label %348, !llvm.loop !12

384:                                              ; preds = %375, %367, %360, %348
  %385 = phi i32 [ %357, %348 ], [ %364, %360 ], [ %372, %367 ], [ %380, %375 ]
  br label %386

386:                                              ; preds = %384, %386
  %387 = phi i32 [ %388, %386 ], [ %385, %384 ]
  %388 = add nsw i32 %387, -1
  %389 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %388
  %390 = load i8, i8* %389, align 1, !tbaa !11
  %391 = zext i8 %390 to i32
  %392 = tail call i32 @putchar(i32 noundef %391) #5
  %393 = icmp eq i32 %388, 0
  br i1 %393, label %394, label %386, !llvm.loop !14

394:                                              ; preds = %386
  %395 = tail call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %341) #4
  %396 = tail call fastcc i32 @run(i32 noundef %239) #3
  %397 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %397) #4
  %398 = icmp slt i32 %396, 0
  %399 = sub i32 0, %396
  %400 = select i1 %398, i32 %399, i32 %396
  br i1 %398, label %401, label %403

401:                                              ; preds = %394
  %402 = tail call i32 @putchar(i32 noundef 45) #5
  br label %403

403:                                              ; preds = %401, %394
  br label %404

404:                                              ; preds = %431, %403
  %405 = phi i32 [ 0, %403 ], [ %436, %431 ]
  %406 = phi i32 [ %400, %403 ], [ %438, %431 ]
  %407 = freeze i32 %406
  %408 = udiv i32 %407, 10
  %409 = mul i32 %408, 10
  %410 = sub i32 %407, %409
  %411 = trunc i32 %410 to i8
  %412 = or i8 %411, 48
  %413 = or i32 %405, 1
  %414 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %405
  store i8 %412, i8* %414, align 1, !tbaa !11
  %415 = icmp ult i32 %406, 10
  br i1 %415, label %440, label %416, !llvm.loop !12

416:                                              ; preds = %404
  %417 = urem i32 %408, 10
  %418 = trunc i32 %417 to i8
  %419 = or i8 %418, 48
  %420 = or i32 %405, 2
  %421 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %413
  store i8 %419, i8* %421, align 1, !tbaa !11
  %422 = icmp ult i32 %406, 100
  br i1 %422, label %440, label %423, !llvm.loop !12

423:                                              ; preds = %416
  %424 = udiv i32 %406, 100
  %425 = urem i32 %424, 10
  %426 = trunc i32 %425 to i8
  %427 = or i8 %426, 48
  %428 = or i32 %405, 3
  %429 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %420
  store i8 %427, i8* %429, align 1, !tbaa !11
  %430 = icmp ult i32 %406, 1000
  br i1 %430, label %440, label %431, !llvm.loop !12

431:                                              ; preds = %423
  %432 = udiv i32 %406, 1000
  %433 = urem i32 %432, 10
  %434 = trunc i32 %433 to i8
  %435 = or i8 %434, 48
  %436 = add nuw nsw i32 %405, 4
  %437 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %428
  store i8 %435, i8* %437, align 1, !tbaa !11
  %438 = udiv i32 %406, 10000
  %439 = icmp ult i32 %406, 10000
  br i1 %439, label %440, label %404, !llvm.loop !12

440:                                              ; preds = %431, %423, %416, %404
  %441 = phi i32 [ %413, %404 ], [ %420, %416 ], [ %428, %423 ], [ %436, %431 ]
  br label %442

442:                                              ; preds = %440, %442
  %443 = phi i32 [ %444, %442 ], [ %441, %440 ]
  %444 = add nsw i32 %443, -1
  %445 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %444
  %446 = load i8, i8* %445, align 1, !tbaa !11
  %447 = zext i8 %446 to i32
  %448 = tail call i32 @putchar(i32 noundef %447) #5
  %449 = icmp eq i32 %444, 0
  br i1 %449, label %450, label %442, !llvm.loop !14

450:                                              ; preds = %442
  %451 = tail call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %397) #4
  %452 = icmp eq i32 %396, 3628800
  br i1 %452, label %454, label %453

453:                                              ; preds = %450
  tail call void @abort() #5
  br label %454

454:                                              ; preds = %453, %450
  %455 = xor i32 %281, -2128831035
  %456 = mul i32 %455, 16777619
  %457 = xor i32 %340, %456
  %458 = mul i32 %457, 16777619
  %459 = xor i32 %396, %458
  %460 = mul i32 %459, 16777619
  %461 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !15
  %462 = xor i32 %461, %460
  %463 = mul i32 %462, 16777619
  %464 = and i32 %463, 2147483647
  tail call void @exit(i32 noundef %464) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc i32 @run(i32 noundef %0) unnamed_addr #0 {
  store i32 0, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  store i32 0, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !18
  br label %2

2:                                                ; preds = %195, %1
  %3 = phi i32 [ 0, %1 ], [ %198, %195 ]
  %4 = phi i32 [ 0, %1 ], [ %197, %195 ]
  %5 = phi i32 [ %0, %1 ], [ %196, %195 ]
  %6 = add nsw i32 %5, 1
  %7 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %8 = load i32, i32* %7, align 4, !tbaa !7
  %9 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !15
  %10 = add i32 %9, 1
  store i32 %10, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !15
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
  %17 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %199

19:                                               ; preds = %16
  %20 = add nsw i32 %17, -1
  %21 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4, !tbaa !7
  br label %199

23:                                               ; preds = %15
  %24 = add nsw i32 %5, 2
  %25 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %29 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %27
  store i32 %26, i32* %29, align 4, !tbaa !7
  br label %195

30:                                               ; preds = %15
  %31 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  br label %195

33:                                               ; preds = %15
  %34 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %34
  store i32 %37, i32* %38, align 4, !tbaa !7
  %39 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  br label %195

41:                                               ; preds = %15
  %42 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %43 = add nsw i32 %42, -1
  %44 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !7
  %46 = add nsw i32 %42, -2
  %47 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %46
  %48 = load i32, i32* %47, align 4, !tbaa !7
  store i32 %48, i32* %44, align 4, !tbaa !7
  %49 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %50 = add nsw i32 %49, -2
  %51 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %50
  store i32 %45, i32* %51, align 4, !tbaa !7
  br label %195

52:                                               ; preds = %15
  %53 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %54 = add nsw i32 %53, -2
  %55 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %53
  store i32 %56, i32* %57, align 4, !tbaa !7
  %58 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  br label %195

60:                                               ; preds = %15
  %61 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %62 = add nsw i32 %61, -1
  store i32 %62, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %63 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4, !tbaa !7
  %65 = add nsw i32 %61, -2
  %66 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4, !tbaa !7
  %68 = add i32 %67, %64
  store i32 %68, i32* %66, align 4, !tbaa !7
  br label %195

69:                                               ; preds = %15
  %70 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %71 = add nsw i32 %70, -1
  store i32 %71, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %72 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %71
  %73 = load i32, i32* %72, align 4, !tbaa !7
  %74 = add nsw i32 %70, -2
  %75 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = sub i32 %76, %73
  store i32 %77, i32* %75, align 4, !tbaa !7
  br label %195

78:                                               ; preds = %15
  %79 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %80 = add nsw i32 %79, -1
  store i32 %80, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %81 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = add nsw i32 %79, -2
  %84 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4, !tbaa !7
  %86 = mul i32 %85, %82
  store i32 %86, i32* %84, align 4, !tbaa !7
  br label %195

87:                                               ; preds = %15
  %88 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %89 = add nsw i32 %88, -1
  store i32 %89, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %90 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %89
  %91 = load i32, i32* %90, align 4, !tbaa !7
  %92 = add nsw i32 %88, -2
  %93 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4, !tbaa !7
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
  store i32 %103, i32* %93, align 4, !tbaa !7
  br label %195

104:                                              ; preds = %15
  %105 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %106 = add nsw i32 %105, -1
  store i32 %106, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %107 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %106
  %108 = load i32, i32* %107, align 4, !tbaa !7
  %109 = add nsw i32 %105, -2
  %110 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !7
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
  store i32 %120, i32* %110, align 4, !tbaa !7
  br label %195

121:                                              ; preds = %15
  %122 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %123 = add nsw i32 %122, -1
  store i32 %123, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %124 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4, !tbaa !7
  %126 = add nsw i32 %122, -2
  %127 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = icmp slt i32 %128, %125
  %130 = zext i1 %129 to i32
  store i32 %130, i32* %127, align 4, !tbaa !7
  br label %195

131:                                              ; preds = %15
  %132 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %133 = add nsw i32 %132, -1
  store i32 %133, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %134 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %133
  %135 = load i32, i32* %134, align 4, !tbaa !7
  %136 = add nsw i32 %132, -2
  %137 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %136
  %138 = load i32, i32* %137, align 4, !tbaa !7
  %139 = icmp eq i32 %138, %135
  %140 = zext i1 %139 to i32
  store i32 %140, i32* %137, align 4, !tbaa !7
  br label %195

141:                                              ; preds = %15
  %142 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %143 = add nsw i32 %142, -1
  %144 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %143
  %145 = load i32, i32* %144, align 4, !tbaa !7
  %146 = icmp eq i32 %145, 0
  %147 = zext i1 %146 to i32
  store i32 %147, i32* %144, align 4, !tbaa !7
  br label %195

148:                                              ; preds = %15
  %149 = add nsw i32 %5, 2
  %150 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %151 = load i32, i32* %150, align 4, !tbaa !7
  %152 = and i32 %151, 7
  %153 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 1, i32 %152
  %154 = load i32, i32* %153, align 4, !tbaa !7
  %155 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %157 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %155
  store i32 %154, i32* %157, align 4, !tbaa !7
  br label %195

158:                                              ; preds = %15
  %159 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %160 = add nsw i32 %159, -1
  store i32 %160, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %161 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4, !tbaa !7
  %163 = add nsw i32 %5, 2
  %164 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %165 = load i32, i32* %164, align 4, !tbaa !7
  %166 = and i32 %165, 7
  %167 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 1, i32 %166
  store i32 %162, i32* %167, align 4, !tbaa !7
  br label %195

168:                                              ; preds = %15
  %169 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %170 = load i32, i32* %169, align 4, !tbaa !7
  br label %195

171:                                              ; preds = %15
  %172 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %173 = add nsw i32 %172, -1
  store i32 %173, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
  %174 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %173
  %175 = load i32, i32* %174, align 4, !tbaa !7
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %177, label %180

177:                                              ; preds = %171
  %178 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %179 = load i32, i32* %178, align 4, !tbaa !7
  br label %195

180:                                              ; preds = %171
  %181 = add nsw i32 %5, 2
  br label %195

182:                                              ; preds = %15
  %183 = add nsw i32 %5, 2
  %184 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !18
  %185 = add nsw i32 %184, 1
  store i32 %185, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !18
  %186 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 2, i32 %184
  store i32 %183, i32* %186, align 4, !tbaa !7
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %6
  %188 = load i32, i32* %187, align 4, !tbaa !7
  br label %195

189:                                              ; preds = %15
  %190 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !18
  %191 = add nsw i32 %190, -1
  store i32 %191, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !18
  %192 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 2, i32 %191
  %193 = load i32, i32* %192, align 4, !tbaa !7
  br label %195

194:                                              ; preds = %15
  tail call void @abort() #5
  br label %195

195:                                              ; preds = %23, %30, %33, %41, %52, %60, %69, %78, %102, %119, %121, %131, %141, %148, %158, %168, %182, %189, %194, %180, %177
  %196 = phi i32 [ %6, %194 ], [ %193, %189 ], [ %188, %182 ], [ %170, %168 ], [ %163, %158 ], [ %149, %148 ], [ %6, %141 ], [ %6, %131 ], [ %6, %121 ], [ %6, %119 ], [ %6, %102 ], [ %6, %78 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %41 ], [ %6, %33 ], [ %6, %30 ], [ %24, %23 ], [ %179, %177 ], [ %181, %180 ]
  %197 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !17
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

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !8, i64 424}
!16 = !{!"vm", !9, i64 0, !9, i64 256, !9, i64 288, !8, i64 416, !8, i64 420, !8, i64 424}
!17 = !{!16, !8, i64 416}
!18 = !{!16, !8, i64 420}
