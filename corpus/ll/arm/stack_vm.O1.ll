; ModuleID = 'stack_vm.c'
source_filename = "stack_vm.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

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
  store i32 %5, i32* @ncode, align 4, !tbaa !7
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %4
  store i32 1, i32* %6, align 4, !tbaa !7
  %7 = add nsw i32 %4, 2
  store i32 %7, i32* @ncode, align 4, !tbaa !7
  %8 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  store i32 0, i32* %8, align 4, !tbaa !7
  %9 = add nsw i32 %4, 3
  store i32 %9, i32* @ncode, align 4, !tbaa !7
  %10 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %7
  store i32 15, i32* %10, align 4, !tbaa !7
  %11 = add nsw i32 %4, 4
  store i32 %11, i32* @ncode, align 4, !tbaa !7
  %12 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %9
  store i32 2, i32* %12, align 4, !tbaa !7
  %13 = add nsw i32 %4, 5
  store i32 %13, i32* @ncode, align 4, !tbaa !7
  %14 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %11
  store i32 1, i32* %14, align 4, !tbaa !7
  %15 = add nsw i32 %4, 6
  store i32 %15, i32* @ncode, align 4, !tbaa !7
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %13
  store i32 2, i32* %16, align 4, !tbaa !7
  %17 = add nsw i32 %4, 7
  store i32 %17, i32* @ncode, align 4, !tbaa !7
  %18 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %15
  store i32 15, i32* %18, align 4, !tbaa !7
  %19 = add nsw i32 %4, 8
  store i32 %19, i32* @ncode, align 4, !tbaa !7
  %20 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %17
  store i32 0, i32* %20, align 4, !tbaa !7
  %21 = add nsw i32 %4, 9
  store i32 %21, i32* @ncode, align 4, !tbaa !7
  %22 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %19
  store i32 14, i32* %22, align 4, !tbaa !7
  %23 = add nsw i32 %4, 10
  store i32 %23, i32* @ncode, align 4, !tbaa !7
  %24 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %21
  store i32 0, i32* %24, align 4, !tbaa !7
  %25 = add nsw i32 %4, 11
  store i32 %25, i32* @ncode, align 4, !tbaa !7
  %26 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %23
  store i32 1, i32* %26, align 4, !tbaa !7
  %27 = add nsw i32 %4, 12
  store i32 %27, i32* @ncode, align 4, !tbaa !7
  %28 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %25
  store i32 70, i32* %28, align 4, !tbaa !7
  %29 = add nsw i32 %4, 13
  store i32 %29, i32* @ncode, align 4, !tbaa !7
  %30 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %27
  store i32 11, i32* %30, align 4, !tbaa !7
  %31 = add nsw i32 %4, 14
  store i32 %31, i32* @ncode, align 4, !tbaa !7
  %32 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %29
  store i32 17, i32* %32, align 4, !tbaa !7
  %33 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %31
  store i32 -1, i32* %33, align 4, !tbaa !7
  %34 = add nsw i32 %4, 15
  %35 = add nsw i32 %4, 16
  store i32 %35, i32* @ncode, align 4, !tbaa !7
  %36 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %34
  store i32 1, i32* %36, align 4, !tbaa !7
  %37 = add nsw i32 %4, 17
  store i32 %37, i32* @ncode, align 4, !tbaa !7
  %38 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %35
  store i32 1, i32* %38, align 4, !tbaa !7
  %39 = add nsw i32 %4, 18
  store i32 %39, i32* @ncode, align 4, !tbaa !7
  %40 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %37
  store i32 15, i32* %40, align 4, !tbaa !7
  %41 = add nsw i32 %4, 19
  store i32 %41, i32* @ncode, align 4, !tbaa !7
  %42 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %39
  store i32 3, i32* %42, align 4, !tbaa !7
  %43 = add nsw i32 %4, 20
  store i32 %43, i32* @ncode, align 4, !tbaa !7
  %44 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %41
  store i32 1, i32* %44, align 4, !tbaa !7
  %45 = add nsw i32 %4, 21
  store i32 %45, i32* @ncode, align 4, !tbaa !7
  %46 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %43
  store i32 2, i32* %46, align 4, !tbaa !7
  %47 = add nsw i32 %4, 22
  store i32 %47, i32* @ncode, align 4, !tbaa !7
  %48 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %45
  store i32 15, i32* %48, align 4, !tbaa !7
  %49 = add nsw i32 %4, 23
  store i32 %49, i32* @ncode, align 4, !tbaa !7
  %50 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %47
  store i32 1, i32* %50, align 4, !tbaa !7
  %51 = add nsw i32 %4, 24
  store i32 %51, i32* @ncode, align 4, !tbaa !7
  %52 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %49
  store i32 14, i32* %52, align 4, !tbaa !7
  %53 = add nsw i32 %4, 25
  store i32 %53, i32* @ncode, align 4, !tbaa !7
  %54 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %51
  store i32 0, i32* %54, align 4, !tbaa !7
  %55 = add nsw i32 %4, 26
  store i32 %55, i32* @ncode, align 4, !tbaa !7
  %56 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %53
  store i32 14, i32* %56, align 4, !tbaa !7
  %57 = add nsw i32 %4, 27
  store i32 %57, i32* @ncode, align 4, !tbaa !7
  %58 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %55
  store i32 1, i32* %58, align 4, !tbaa !7
  %59 = add nsw i32 %4, 28
  store i32 %59, i32* @ncode, align 4, !tbaa !7
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %57
  store i32 3, i32* %60, align 4, !tbaa !7
  %61 = add nsw i32 %4, 29
  store i32 %61, i32* @ncode, align 4, !tbaa !7
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %59
  store i32 8, i32* %62, align 4, !tbaa !7
  %63 = add nsw i32 %4, 30
  store i32 %63, i32* @ncode, align 4, !tbaa !7
  %64 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %61
  store i32 11, i32* %64, align 4, !tbaa !7
  %65 = add nsw i32 %4, 31
  store i32 %65, i32* @ncode, align 4, !tbaa !7
  %66 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %63
  store i32 13, i32* %66, align 4, !tbaa !7
  %67 = add nsw i32 %4, 32
  store i32 %67, i32* @ncode, align 4, !tbaa !7
  %68 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %65
  store i32 17, i32* %68, align 4, !tbaa !7
  %69 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %67
  store i32 -1, i32* %69, align 4, !tbaa !7
  %70 = add nsw i32 %4, 33
  %71 = add nsw i32 %4, 34
  store i32 %71, i32* @ncode, align 4, !tbaa !7
  %72 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %70
  store i32 14, i32* %72, align 4, !tbaa !7
  %73 = add nsw i32 %4, 35
  store i32 %73, i32* @ncode, align 4, !tbaa !7
  %74 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %71
  store i32 0, i32* %74, align 4, !tbaa !7
  %75 = add nsw i32 %4, 36
  store i32 %75, i32* @ncode, align 4, !tbaa !7
  %76 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %73
  store i32 14, i32* %76, align 4, !tbaa !7
  %77 = add nsw i32 %4, 37
  store i32 %77, i32* @ncode, align 4, !tbaa !7
  %78 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %75
  store i32 1, i32* %78, align 4, !tbaa !7
  %79 = add nsw i32 %4, 38
  store i32 %79, i32* @ncode, align 4, !tbaa !7
  %80 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %77
  store i32 10, i32* %80, align 4, !tbaa !7
  %81 = add nsw i32 %4, 39
  store i32 %81, i32* @ncode, align 4, !tbaa !7
  %82 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %79
  store i32 17, i32* %82, align 4, !tbaa !7
  %83 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %81
  store i32 -1, i32* %83, align 4, !tbaa !7
  %84 = add nsw i32 %4, 40
  %85 = add nsw i32 %4, 41
  store i32 %85, i32* @ncode, align 4, !tbaa !7
  %86 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %84
  store i32 14, i32* %86, align 4, !tbaa !7
  %87 = add nsw i32 %4, 42
  store i32 %87, i32* @ncode, align 4, !tbaa !7
  %88 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %85
  store i32 1, i32* %88, align 4, !tbaa !7
  %89 = add nsw i32 %4, 43
  store i32 %89, i32* @ncode, align 4, !tbaa !7
  %90 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %87
  store i32 1, i32* %90, align 4, !tbaa !7
  %91 = add nsw i32 %4, 44
  store i32 %91, i32* @ncode, align 4, !tbaa !7
  %92 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %89
  store i32 1, i32* %92, align 4, !tbaa !7
  %93 = add nsw i32 %4, 45
  store i32 %93, i32* @ncode, align 4, !tbaa !7
  %94 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %91
  store i32 6, i32* %94, align 4, !tbaa !7
  %95 = add nsw i32 %4, 46
  store i32 %95, i32* @ncode, align 4, !tbaa !7
  %96 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %93
  store i32 15, i32* %96, align 4, !tbaa !7
  %97 = add nsw i32 %4, 47
  store i32 %97, i32* @ncode, align 4, !tbaa !7
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %95
  store i32 1, i32* %98, align 4, !tbaa !7
  %99 = add nsw i32 %4, 48
  store i32 %99, i32* @ncode, align 4, !tbaa !7
  %100 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %97
  store i32 16, i32* %100, align 4, !tbaa !7
  %101 = add nsw i32 %4, 49
  store i32 %101, i32* @ncode, align 4, !tbaa !7
  %102 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %99
  store i32 %49, i32* %102, align 4, !tbaa !7
  store i32 %101, i32* %83, align 4, !tbaa !7
  %103 = add nsw i32 %4, 50
  store i32 %103, i32* @ncode, align 4, !tbaa !7
  %104 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %101
  store i32 1, i32* %104, align 4, !tbaa !7
  %105 = add nsw i32 %4, 51
  store i32 %105, i32* @ncode, align 4, !tbaa !7
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %103
  store i32 0, i32* %106, align 4, !tbaa !7
  %107 = add nsw i32 %4, 52
  store i32 %107, i32* @ncode, align 4, !tbaa !7
  %108 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %105
  store i32 15, i32* %108, align 4, !tbaa !7
  %109 = add nsw i32 %4, 53
  store i32 %109, i32* @ncode, align 4, !tbaa !7
  %110 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %107
  store i32 3, i32* %110, align 4, !tbaa !7
  store i32 %109, i32* %69, align 4, !tbaa !7
  %111 = add nsw i32 %4, 54
  store i32 %111, i32* @ncode, align 4, !tbaa !7
  %112 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %109
  store i32 14, i32* %112, align 4, !tbaa !7
  %113 = add nsw i32 %4, 55
  store i32 %113, i32* @ncode, align 4, !tbaa !7
  %114 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %111
  store i32 3, i32* %114, align 4, !tbaa !7
  %115 = add nsw i32 %4, 56
  store i32 %115, i32* @ncode, align 4, !tbaa !7
  %116 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %113
  store i32 17, i32* %116, align 4, !tbaa !7
  %117 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %115
  store i32 -1, i32* %117, align 4, !tbaa !7
  %118 = add nsw i32 %4, 57
  %119 = add nsw i32 %4, 58
  store i32 %119, i32* @ncode, align 4, !tbaa !7
  %120 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %118
  store i32 14, i32* %120, align 4, !tbaa !7
  %121 = add nsw i32 %4, 59
  store i32 %121, i32* @ncode, align 4, !tbaa !7
  %122 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %119
  store i32 2, i32* %122, align 4, !tbaa !7
  %123 = add nsw i32 %4, 60
  store i32 %123, i32* @ncode, align 4, !tbaa !7
  %124 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %121
  store i32 14, i32* %124, align 4, !tbaa !7
  %125 = add nsw i32 %4, 61
  store i32 %125, i32* @ncode, align 4, !tbaa !7
  %126 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %123
  store i32 0, i32* %126, align 4, !tbaa !7
  %127 = add nsw i32 %4, 62
  store i32 %127, i32* @ncode, align 4, !tbaa !7
  %128 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %125
  store i32 6, i32* %128, align 4, !tbaa !7
  %129 = add nsw i32 %4, 63
  store i32 %129, i32* @ncode, align 4, !tbaa !7
  %130 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %127
  store i32 15, i32* %130, align 4, !tbaa !7
  %131 = add nsw i32 %4, 64
  store i32 %131, i32* @ncode, align 4, !tbaa !7
  %132 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %129
  store i32 2, i32* %132, align 4, !tbaa !7
  store i32 %131, i32* %117, align 4, !tbaa !7
  %133 = add nsw i32 %4, 65
  store i32 %133, i32* @ncode, align 4, !tbaa !7
  %134 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %131
  store i32 14, i32* %134, align 4, !tbaa !7
  %135 = add nsw i32 %4, 66
  store i32 %135, i32* @ncode, align 4, !tbaa !7
  %136 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %133
  store i32 0, i32* %136, align 4, !tbaa !7
  %137 = add nsw i32 %4, 67
  store i32 %137, i32* @ncode, align 4, !tbaa !7
  %138 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %135
  store i32 1, i32* %138, align 4, !tbaa !7
  %139 = add nsw i32 %4, 68
  store i32 %139, i32* @ncode, align 4, !tbaa !7
  %140 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %137
  store i32 1, i32* %140, align 4, !tbaa !7
  %141 = add nsw i32 %4, 69
  store i32 %141, i32* @ncode, align 4, !tbaa !7
  %142 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %139
  store i32 6, i32* %142, align 4, !tbaa !7
  %143 = add nsw i32 %4, 70
  store i32 %143, i32* @ncode, align 4, !tbaa !7
  %144 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %141
  store i32 15, i32* %144, align 4, !tbaa !7
  %145 = add nsw i32 %4, 71
  store i32 %145, i32* @ncode, align 4, !tbaa !7
  %146 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %143
  store i32 0, i32* %146, align 4, !tbaa !7
  %147 = add nsw i32 %4, 72
  store i32 %147, i32* @ncode, align 4, !tbaa !7
  %148 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %145
  store i32 16, i32* %148, align 4, !tbaa !7
  %149 = add nsw i32 %4, 73
  store i32 %149, i32* @ncode, align 4, !tbaa !7
  %150 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %147
  store i32 %19, i32* %150, align 4, !tbaa !7
  store i32 %149, i32* %33, align 4, !tbaa !7
  %151 = add nsw i32 %4, 74
  store i32 %151, i32* @ncode, align 4, !tbaa !7
  %152 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %149
  store i32 14, i32* %152, align 4, !tbaa !7
  %153 = add nsw i32 %4, 75
  store i32 %153, i32* @ncode, align 4, !tbaa !7
  %154 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %151
  store i32 2, i32* %154, align 4, !tbaa !7
  %155 = add nsw i32 %4, 76
  store i32 %155, i32* @ncode, align 4, !tbaa !7
  %156 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %153
  store i32 0, i32* %156, align 4, !tbaa !7
  %157 = add nsw i32 %4, 77
  store i32 %157, i32* @ncode, align 4, !tbaa !7
  %158 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %155
  store i32 1, i32* %158, align 4, !tbaa !7
  %159 = add nsw i32 %4, 78
  store i32 %159, i32* @ncode, align 4, !tbaa !7
  %160 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %157
  store i32 0, i32* %160, align 4, !tbaa !7
  %161 = add nsw i32 %4, 79
  store i32 %161, i32* @ncode, align 4, !tbaa !7
  %162 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %159
  store i32 15, i32* %162, align 4, !tbaa !7
  %163 = add nsw i32 %4, 80
  store i32 %163, i32* @ncode, align 4, !tbaa !7
  %164 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %161
  store i32 0, i32* %164, align 4, !tbaa !7
  %165 = add nsw i32 %4, 81
  store i32 %165, i32* @ncode, align 4, !tbaa !7
  %166 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %163
  store i32 1, i32* %166, align 4, !tbaa !7
  %167 = add nsw i32 %4, 82
  store i32 %167, i32* @ncode, align 4, !tbaa !7
  %168 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %165
  store i32 1, i32* %168, align 4, !tbaa !7
  %169 = add nsw i32 %4, 83
  store i32 %169, i32* @ncode, align 4, !tbaa !7
  %170 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %167
  store i32 15, i32* %170, align 4, !tbaa !7
  %171 = add nsw i32 %4, 84
  store i32 %171, i32* @ncode, align 4, !tbaa !7
  %172 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %169
  store i32 1, i32* %172, align 4, !tbaa !7
  %173 = add nsw i32 %4, 85
  store i32 %173, i32* @ncode, align 4, !tbaa !7
  %174 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %171
  store i32 1, i32* %174, align 4, !tbaa !7
  %175 = add nsw i32 %4, 86
  store i32 %175, i32* @ncode, align 4, !tbaa !7
  %176 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %173
  store i32 30, i32* %176, align 4, !tbaa !7
  %177 = add nsw i32 %4, 87
  store i32 %177, i32* @ncode, align 4, !tbaa !7
  %178 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %175
  store i32 15, i32* %178, align 4, !tbaa !7
  %179 = add nsw i32 %4, 88
  store i32 %179, i32* @ncode, align 4, !tbaa !7
  %180 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %177
  store i32 2, i32* %180, align 4, !tbaa !7
  %181 = add nsw i32 %4, 89
  store i32 %181, i32* @ncode, align 4, !tbaa !7
  %182 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %179
  store i32 14, i32* %182, align 4, !tbaa !7
  %183 = add nsw i32 %4, 90
  store i32 %183, i32* @ncode, align 4, !tbaa !7
  %184 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %181
  store i32 2, i32* %184, align 4, !tbaa !7
  %185 = add nsw i32 %4, 91
  store i32 %185, i32* @ncode, align 4, !tbaa !7
  %186 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %183
  store i32 17, i32* %186, align 4, !tbaa !7
  %187 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %185
  store i32 -1, i32* %187, align 4, !tbaa !7
  %188 = add nsw i32 %4, 92
  %189 = add nsw i32 %4, 93
  store i32 %189, i32* @ncode, align 4, !tbaa !7
  %190 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %188
  store i32 14, i32* %190, align 4, !tbaa !7
  %191 = add nsw i32 %4, 94
  store i32 %191, i32* @ncode, align 4, !tbaa !7
  %192 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %189
  store i32 0, i32* %192, align 4, !tbaa !7
  %193 = add nsw i32 %4, 95
  store i32 %193, i32* @ncode, align 4, !tbaa !7
  %194 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %191
  store i32 14, i32* %194, align 4, !tbaa !7
  %195 = add nsw i32 %4, 96
  store i32 %195, i32* @ncode, align 4, !tbaa !7
  %196 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %193
  store i32 1, i32* %196, align 4, !tbaa !7
  %197 = add nsw i32 %4, 97
  store i32 %197, i32* @ncode, align 4, !tbaa !7
  %198 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %195
  store i32 6, i32* %198, align 4, !tbaa !7
  %199 = add nsw i32 %4, 98
  store i32 %199, i32* @ncode, align 4, !tbaa !7
  %200 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %197
  store i32 1, i32* %200, align 4, !tbaa !7
  %201 = add nsw i32 %4, 99
  store i32 %201, i32* @ncode, align 4, !tbaa !7
  %202 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %199
  store i32 1000003, i32* %202, align 4, !tbaa !7
  %203 = add nsw i32 %4, 100
  store i32 %203, i32* @ncode, align 4, !tbaa !7
  %204 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %201
  store i32 10, i32* %204, align 4, !tbaa !7
  %205 = add nsw i32 %4, 101
  store i32 %205, i32* @ncode, align 4, !tbaa !7
  %206 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %203
  store i32 14, i32* %206, align 4, !tbaa !7
  %207 = add nsw i32 %4, 102
  store i32 %207, i32* @ncode, align 4, !tbaa !7
  %208 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %205
  store i32 1, i32* %208, align 4, !tbaa !7
  %209 = add nsw i32 %4, 103
  store i32 %209, i32* @ncode, align 4, !tbaa !7
  %210 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %207
  store i32 15, i32* %210, align 4, !tbaa !7
  %211 = add nsw i32 %4, 104
  store i32 %211, i32* @ncode, align 4, !tbaa !7
  %212 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %209
  store i32 0, i32* %212, align 4, !tbaa !7
  %213 = add nsw i32 %4, 105
  store i32 %213, i32* @ncode, align 4, !tbaa !7
  %214 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %211
  store i32 15, i32* %214, align 4, !tbaa !7
  %215 = add nsw i32 %4, 106
  store i32 %215, i32* @ncode, align 4, !tbaa !7
  %216 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %213
  store i32 1, i32* %216, align 4, !tbaa !7
  %217 = add nsw i32 %4, 107
  store i32 %217, i32* @ncode, align 4, !tbaa !7
  %218 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %215
  store i32 14, i32* %218, align 4, !tbaa !7
  %219 = add nsw i32 %4, 108
  store i32 %219, i32* @ncode, align 4, !tbaa !7
  %220 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %217
  store i32 2, i32* %220, align 4, !tbaa !7
  %221 = add nsw i32 %4, 109
  store i32 %221, i32* @ncode, align 4, !tbaa !7
  %222 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %219
  store i32 1, i32* %222, align 4, !tbaa !7
  %223 = add nsw i32 %4, 110
  store i32 %223, i32* @ncode, align 4, !tbaa !7
  %224 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %221
  store i32 1, i32* %224, align 4, !tbaa !7
  %225 = add nsw i32 %4, 111
  store i32 %225, i32* @ncode, align 4, !tbaa !7
  %226 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %223
  store i32 7, i32* %226, align 4, !tbaa !7
  %227 = add nsw i32 %4, 112
  store i32 %227, i32* @ncode, align 4, !tbaa !7
  %228 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %225
  store i32 15, i32* %228, align 4, !tbaa !7
  %229 = add nsw i32 %4, 113
  store i32 %229, i32* @ncode, align 4, !tbaa !7
  %230 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %227
  store i32 2, i32* %230, align 4, !tbaa !7
  %231 = add nsw i32 %4, 114
  store i32 %231, i32* @ncode, align 4, !tbaa !7
  %232 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %229
  store i32 16, i32* %232, align 4, !tbaa !7
  %233 = add nsw i32 %4, 115
  store i32 %233, i32* @ncode, align 4, !tbaa !7
  %234 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %231
  store i32 %179, i32* %234, align 4, !tbaa !7
  store i32 %233, i32* %187, align 4, !tbaa !7
  %235 = add nsw i32 %4, 116
  store i32 %235, i32* @ncode, align 4, !tbaa !7
  %236 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %233
  store i32 14, i32* %236, align 4, !tbaa !7
  %237 = add nsw i32 %4, 117
  store i32 %237, i32* @ncode, align 4, !tbaa !7
  %238 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %235
  store i32 0, i32* %238, align 4, !tbaa !7
  %239 = add nsw i32 %4, 118
  store i32 %239, i32* @ncode, align 4, !tbaa !7
  %240 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %237
  store i32 0, i32* %240, align 4, !tbaa !7
  %241 = add nsw i32 %4, 119
  store i32 %241, i32* @ncode, align 4, !tbaa !7
  %242 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %239
  store i32 1, i32* %242, align 4, !tbaa !7
  %243 = add nsw i32 %4, 120
  store i32 %243, i32* @ncode, align 4, !tbaa !7
  %244 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %241
  store i32 10, i32* %244, align 4, !tbaa !7
  %245 = add nsw i32 %4, 121
  store i32 %245, i32* @ncode, align 4, !tbaa !7
  %246 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %243
  store i32 18, i32* %246, align 4, !tbaa !7
  %247 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %245
  store i32 -1, i32* %247, align 4, !tbaa !7
  %248 = add nsw i32 %4, 122
  %249 = add nsw i32 %4, 123
  store i32 %249, i32* @ncode, align 4, !tbaa !7
  %250 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %248
  store i32 0, i32* %250, align 4, !tbaa !7
  store i32 %249, i32* %247, align 4, !tbaa !7
  %251 = add nsw i32 %4, 124
  store i32 %251, i32* @ncode, align 4, !tbaa !7
  %252 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %249
  store i32 3, i32* %252, align 4, !tbaa !7
  %253 = add nsw i32 %4, 125
  store i32 %253, i32* @ncode, align 4, !tbaa !7
  %254 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %251
  store i32 1, i32* %254, align 4, !tbaa !7
  %255 = add nsw i32 %4, 126
  store i32 %255, i32* @ncode, align 4, !tbaa !7
  %256 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %253
  store i32 2, i32* %256, align 4, !tbaa !7
  %257 = add nsw i32 %4, 127
  store i32 %257, i32* @ncode, align 4, !tbaa !7
  %258 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %255
  store i32 11, i32* %258, align 4, !tbaa !7
  %259 = add nsw i32 %4, 128
  store i32 %259, i32* @ncode, align 4, !tbaa !7
  %260 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %257
  store i32 17, i32* %260, align 4, !tbaa !7
  %261 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %259
  store i32 -1, i32* %261, align 4, !tbaa !7
  %262 = add nsw i32 %4, 129
  %263 = add nsw i32 %4, 130
  store i32 %263, i32* @ncode, align 4, !tbaa !7
  %264 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %262
  store i32 19, i32* %264, align 4, !tbaa !7
  store i32 %263, i32* %261, align 4, !tbaa !7
  %265 = add nsw i32 %4, 131
  store i32 %265, i32* @ncode, align 4, !tbaa !7
  %266 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %263
  store i32 3, i32* %266, align 4, !tbaa !7
  %267 = add nsw i32 %4, 132
  store i32 %267, i32* @ncode, align 4, !tbaa !7
  %268 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %265
  store i32 1, i32* %268, align 4, !tbaa !7
  %269 = add nsw i32 %4, 133
  store i32 %269, i32* @ncode, align 4, !tbaa !7
  %270 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %267
  store i32 1, i32* %270, align 4, !tbaa !7
  %271 = add nsw i32 %4, 134
  store i32 %271, i32* @ncode, align 4, !tbaa !7
  %272 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %269
  store i32 7, i32* %272, align 4, !tbaa !7
  %273 = add nsw i32 %4, 135
  store i32 %273, i32* @ncode, align 4, !tbaa !7
  %274 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %271
  store i32 18, i32* %274, align 4, !tbaa !7
  %275 = add nsw i32 %4, 136
  store i32 %275, i32* @ncode, align 4, !tbaa !7
  %276 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %273
  store i32 %249, i32* %276, align 4, !tbaa !7
  %277 = add nsw i32 %4, 137
  store i32 %277, i32* @ncode, align 4, !tbaa !7
  %278 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %275
  store i32 8, i32* %278, align 4, !tbaa !7
  %279 = add nsw i32 %4, 138
  store i32 %279, i32* @ncode, align 4, !tbaa !7
  %280 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %277
  store i32 19, i32* %280, align 4, !tbaa !7
  %281 = call fastcc i32 @run(i32 noundef %4) #3
  %282 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %282) #4
  %283 = icmp slt i32 %281, 0
  %284 = sub i32 0, %281
  %285 = select i1 %283, i32 %284, i32 %281
  br i1 %283, label %286, label %288

286:                                              ; preds = %0
  %287 = call i32 @putchar(i32 noundef 45) #5
  br label %288

288:                                              ; preds = %286, %0
  br label %289

289:                                              ; preds = %288, %289
  %290 = phi i32 [ %298, %289 ], [ 0, %288 ]
  %291 = phi i32 [ %293, %289 ], [ %285, %288 ]
  %292 = freeze i32 %291
  %293 = udiv i32 %292, 10
  %294 = mul i32 %293, 10
  %295 = sub i32 %292, %294
  %296 = trunc i32 %295 to i8
  %297 = or i8 %296, 48
  %298 = add nuw nsw i32 %290, 1
  %299 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %290
  store i8 %297, i8* %299, align 1, !tbaa !11
  %300 = icmp ult i32 %291, 10
  br i1 %300, label %301, label %289, !llvm.loop !12

301:                                              ; preds = %289, %301
  %302 = phi i32 [ %303, %301 ], [ %298, %289 ]
  %303 = add nsw i32 %302, -1
  %304 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i32 0, i32 %303
  %305 = load i8, i8* %304, align 1, !tbaa !11
  %306 = zext i8 %305 to i32
  %307 = call i32 @putchar(i32 noundef %306) #5
  %308 = icmp eq i32 %303, 0
  br i1 %308, label %309, label %301, !llvm.loop !15

309:                                              ; preds = %301
  %310 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %282) #4
  %311 = icmp eq i32 %281, 568
  br i1 %311, label %313, label %312

312:                                              ; preds = %309
  call void @abort() #5
  br label %313

313:                                              ; preds = %312, %309
  %314 = call fastcc i32 @run(i32 noundef %155) #3
  %315 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %315) #4
  %316 = icmp slt i32 %314, 0
  %317 = sub i32 0, %314
  %318 = select i1 %316, i32 %317, i32 %314
  br i1 %316, label %319, label %321

319:                                              ; preds = %313
  %320 = call i32 @putchar(i32 noundef 45) #5
  br label %321

321:                                              ; preds = %319, %313
  br label %322

322:                                              ; preds = %321, %322
  %323 = phi i32 [ %331, %322 ], [ 0, %321 ]
  %324 = phi i32 [ %326, %322 ], [ %318, %321 ]
  %325 = freeze i32 %324
  %326 = udiv i32 %325, 10
  %327 = mul i32 %326, 10
  %328 = sub i32 %325, %327
  %329 = trunc i32 %328 to i8
  %330 = or i8 %329, 48
  %331 = add nuw nsw i32 %323, 1
  %332 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %323
  store i8 %330, i8* %332, align 1, !tbaa !11
  %333 = icmp ult i32 %324, 10
  br i1 %333, label %334, label %322, !llvm.loop !12

334:                                              ; preds = %322, %334
  %335 = phi i32 [ %336, %334 ], [ %331, %322 ]
  %336 = add nsw i32 %335, -1
  %337 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i32 0, i32 %336
  %338 = load i8, i8* %337, align 1, !tbaa !11
  %339 = zext i8 %338 to i32
  %340 = call i32 @putchar(i32 noundef %339) #5
  %341 = icmp eq i32 %336, 0
  br i1 %341, label %342, label %334, !llvm.loop !15

342:                                              ; preds = %334
  %343 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %315) #4
  %344 = call fastcc i32 @run(i32 noundef %239) #3
  %345 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %345) #4
  %346 = icmp slt i32 %344, 0
  %347 = sub i32 0, %344
  %348 = select i1 %346, i32 %347, i32 %344
  br i1 %346, label %349, label %351

349:                                              ; preds = %342
  %350 = call i32 @putchar(i32 noundef 45) #5
  br label %351

351:                                              ; preds = %349, %342
  br label %352

352:                                              ; preds = %351, %352
  %353 = phi i32 [ %361, %352 ], [ 0, %351 ]
  %354 = phi i32 [ %356, %352 ], [ %348, %351 ]
  %355 = freeze i32 %354
  %356 = udiv i32 %355, 10
  %357 = mul i32 %356, 10
  %358 = sub i32 %355, %357
  %359 = trunc i32 %358 to i8
  %360 = or i8 %359, 48
  %361 = add nuw nsw i32 %353, 1
  %362 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %353
  store i8 %360, i8* %362, align 1, !tbaa !11
  %363 = icmp ult i32 %354, 10
  br i1 %363, label %364, label %352, !llvm.loop !12

364:                                              ; preds = %352, %364
  %365 = phi i32 [ %366, %364 ], [ %361, %352 ]
  %366 = add nsw i32 %365, -1
  %367 = getelementptr inbounds [12 x i8], [12 x i8]* %1, i32 0, i32 %366
  %368 = load i8, i8* %367, align 1, !tbaa !11
  %369 = zext i8 %368 to i32
  %370 = call i32 @putchar(i32 noundef %369) #5
  %371 = icmp eq i32 %366, 0
  br i1 %371, label %372, label %364, !llvm.loop !15

372:                                              ; preds = %364
  %373 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %345) #4
  %374 = icmp eq i32 %344, 3628800
  br i1 %374, label %376, label %375

375:                                              ; preds = %372
  call void @abort() #5
  br label %376

376:                                              ; preds = %375, %372
  %377 = xor i32 %281, -2128831035
  %378 = mul i32 %377, 16777619
  %379 = xor i32 %314, %378
  %380 = mul i32 %379, 16777619
  %381 = xor i32 %344, %380
  %382 = mul i32 %381, 16777619
  %383 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !16
  %384 = xor i32 %383, %382
  %385 = mul i32 %384, 16777619
  %386 = and i32 %385, 2147483647
  call void @exit(i32 noundef %386) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc i32 @run(i32 noundef %0) unnamed_addr #0 {
  store i32 0, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  store i32 0, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !19
  br label %2

2:                                                ; preds = %200, %1
  %3 = phi i32 [ %0, %1 ], [ %201, %200 ]
  %4 = phi i32 [ undef, %1 ], [ %202, %200 ]
  %5 = add nsw i32 %3, 1
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %3
  %7 = load i32, i32* %6, align 4, !tbaa !7
  %8 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !16
  %9 = add i32 %8, 1
  store i32 %9, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4, !tbaa !16
  %10 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %11 = icmp ugt i32 %10, 62
  %12 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4
  %13 = icmp ugt i32 %12, 31
  %14 = select i1 %11, i1 true, i1 %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  call void @abort() #5
  br label %16

16:                                               ; preds = %2, %15
  switch i32 %7, label %199 [
    i32 0, label %17
    i32 1, label %24
    i32 2, label %31
    i32 3, label %34
    i32 4, label %42
    i32 5, label %53
    i32 6, label %61
    i32 7, label %70
    i32 8, label %79
    i32 9, label %88
    i32 10, label %107
    i32 11, label %126
    i32 12, label %136
    i32 13, label %146
    i32 14, label %153
    i32 15, label %163
    i32 16, label %173
    i32 17, label %176
    i32 18, label %187
    i32 19, label %194
  ]

17:                                               ; preds = %16
  %18 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %200

20:                                               ; preds = %17
  %21 = add nsw i32 %18, -1
  %22 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !7
  br label %200

24:                                               ; preds = %16
  %25 = add nsw i32 %3, 2
  %26 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %30 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %28
  store i32 %27, i32* %30, align 4, !tbaa !7
  br label %200

31:                                               ; preds = %16
  %32 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %33 = add nsw i32 %32, -1
  store i32 %33, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  br label %200

34:                                               ; preds = %16
  %35 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %36 = add nsw i32 %35, -1
  %37 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %35
  store i32 %38, i32* %39, align 4, !tbaa !7
  %40 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  br label %200

42:                                               ; preds = %16
  %43 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %44 = add nsw i32 %43, -1
  %45 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %44
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = add nsw i32 %43, -2
  %48 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %47
  %49 = load i32, i32* %48, align 4, !tbaa !7
  store i32 %49, i32* %45, align 4, !tbaa !7
  %50 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %51 = add nsw i32 %50, -2
  %52 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %51
  store i32 %46, i32* %52, align 4, !tbaa !7
  br label %200

53:                                               ; preds = %16
  %54 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %55 = add nsw i32 %54, -2
  %56 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %55
  %57 = load i32, i32* %56, align 4, !tbaa !7
  %58 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %54
  store i32 %57, i32* %58, align 4, !tbaa !7
  %59 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  br label %200

61:                                               ; preds = %16
  %62 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %64 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %63
  %65 = load i32, i32* %64, align 4, !tbaa !7
  %66 = add nsw i32 %62, -2
  %67 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %66
  %68 = load i32, i32* %67, align 4, !tbaa !7
  %69 = add i32 %68, %65
  store i32 %69, i32* %67, align 4, !tbaa !7
  br label %200

70:                                               ; preds = %16
  %71 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %72 = add nsw i32 %71, -1
  store i32 %72, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %73 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !7
  %75 = add nsw i32 %71, -2
  %76 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %75
  %77 = load i32, i32* %76, align 4, !tbaa !7
  %78 = sub i32 %77, %74
  store i32 %78, i32* %76, align 4, !tbaa !7
  br label %200

79:                                               ; preds = %16
  %80 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %81 = add nsw i32 %80, -1
  store i32 %81, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %82 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %81
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = add nsw i32 %80, -2
  %85 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %84
  %86 = load i32, i32* %85, align 4, !tbaa !7
  %87 = mul i32 %86, %83
  store i32 %87, i32* %85, align 4, !tbaa !7
  br label %200

88:                                               ; preds = %16
  %89 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %90 = add nsw i32 %89, -1
  store i32 %90, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %91 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %90
  %92 = load i32, i32* %91, align 4, !tbaa !7
  %93 = add nsw i32 %89, -2
  %94 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4, !tbaa !7
  %96 = icmp eq i32 %92, 0
  br i1 %96, label %103, label %97

97:                                               ; preds = %88
  %98 = icmp eq i32 %95, -2147483648
  %99 = icmp eq i32 %92, -1
  %100 = select i1 %98, i1 %99, i1 false
  br i1 %100, label %103, label %101

101:                                              ; preds = %97
  %102 = sdiv i32 %95, %92
  br label %103

103:                                              ; preds = %88, %97, %101
  %104 = phi i32 [ %102, %101 ], [ 0, %97 ], [ 0, %88 ]
  %105 = add nsw i32 %89, -2
  %106 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %105
  store i32 %104, i32* %106, align 4, !tbaa !7
  br label %200

107:                                              ; preds = %16
  %108 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %109 = add nsw i32 %108, -1
  store i32 %109, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %110 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !7
  %112 = add nsw i32 %108, -2
  %113 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %112
  %114 = load i32, i32* %113, align 4, !tbaa !7
  %115 = icmp eq i32 %111, 0
  br i1 %115, label %122, label %116

116:                                              ; preds = %107
  %117 = icmp eq i32 %114, -2147483648
  %118 = icmp eq i32 %111, -1
  %119 = select i1 %117, i1 %118, i1 false
  br i1 %119, label %122, label %120

120:                                              ; preds = %116
  %121 = srem i32 %114, %111
  br label %122

122:                                              ; preds = %107, %116, %120
  %123 = phi i32 [ %121, %120 ], [ 0, %116 ], [ 0, %107 ]
  %124 = add nsw i32 %108, -2
  %125 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %124
  store i32 %123, i32* %125, align 4, !tbaa !7
  br label %200

126:                                              ; preds = %16
  %127 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %128 = add nsw i32 %127, -1
  store i32 %128, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %129 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %128
  %130 = load i32, i32* %129, align 4, !tbaa !7
  %131 = add nsw i32 %127, -2
  %132 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %131
  %133 = load i32, i32* %132, align 4, !tbaa !7
  %134 = icmp slt i32 %133, %130
  %135 = zext i1 %134 to i32
  store i32 %135, i32* %132, align 4, !tbaa !7
  br label %200

136:                                              ; preds = %16
  %137 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %138 = add nsw i32 %137, -1
  store i32 %138, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %139 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %138
  %140 = load i32, i32* %139, align 4, !tbaa !7
  %141 = add nsw i32 %137, -2
  %142 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %141
  %143 = load i32, i32* %142, align 4, !tbaa !7
  %144 = icmp eq i32 %143, %140
  %145 = zext i1 %144 to i32
  store i32 %145, i32* %142, align 4, !tbaa !7
  br label %200

146:                                              ; preds = %16
  %147 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %148 = add nsw i32 %147, -1
  %149 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %148
  %150 = load i32, i32* %149, align 4, !tbaa !7
  %151 = icmp eq i32 %150, 0
  %152 = zext i1 %151 to i32
  store i32 %152, i32* %149, align 4, !tbaa !7
  br label %200

153:                                              ; preds = %16
  %154 = add nsw i32 %3, 2
  %155 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %156 = load i32, i32* %155, align 4, !tbaa !7
  %157 = and i32 %156, 7
  %158 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 1, i32 %157
  %159 = load i32, i32* %158, align 4, !tbaa !7
  %160 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %161 = add nsw i32 %160, 1
  store i32 %161, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %162 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %160
  store i32 %159, i32* %162, align 4, !tbaa !7
  br label %200

163:                                              ; preds = %16
  %164 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %165 = add nsw i32 %164, -1
  store i32 %165, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %166 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %165
  %167 = load i32, i32* %166, align 4, !tbaa !7
  %168 = add nsw i32 %3, 2
  %169 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %170 = load i32, i32* %169, align 4, !tbaa !7
  %171 = and i32 %170, 7
  %172 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 1, i32 %171
  store i32 %167, i32* %172, align 4, !tbaa !7
  br label %200

173:                                              ; preds = %16
  %174 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %175 = load i32, i32* %174, align 4, !tbaa !7
  br label %200

176:                                              ; preds = %16
  %177 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %178 = add nsw i32 %177, -1
  store i32 %178, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 3), align 4, !tbaa !18
  %179 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 0, i32 %178
  %180 = load i32, i32* %179, align 4, !tbaa !7
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %182, label %185

182:                                              ; preds = %176
  %183 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %184 = load i32, i32* %183, align 4, !tbaa !7
  br label %200

185:                                              ; preds = %176
  %186 = add nsw i32 %3, 2
  br label %200

187:                                              ; preds = %16
  %188 = add nsw i32 %3, 2
  %189 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !19
  %190 = add nsw i32 %189, 1
  store i32 %190, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !19
  %191 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 2, i32 %189
  store i32 %188, i32* %191, align 4, !tbaa !7
  %192 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i32 0, i32 %5
  %193 = load i32, i32* %192, align 4, !tbaa !7
  br label %200

194:                                              ; preds = %16
  %195 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !19
  %196 = add nsw i32 %195, -1
  store i32 %196, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 4), align 4, !tbaa !19
  %197 = getelementptr inbounds %struct.vm, %struct.vm* @machine, i32 0, i32 2, i32 %196
  %198 = load i32, i32* %197, align 4, !tbaa !7
  br label %200

199:                                              ; preds = %16
  call void @abort() #5
  br label %200

200:                                              ; preds = %24, %31, %34, %42, %53, %61, %70, %79, %103, %122, %126, %136, %146, %153, %163, %173, %187, %194, %199, %185, %182, %20, %17
  %201 = phi i32 [ %5, %17 ], [ %5, %20 ], [ %5, %199 ], [ %198, %194 ], [ %193, %187 ], [ %175, %173 ], [ %168, %163 ], [ %154, %153 ], [ %5, %146 ], [ %5, %136 ], [ %5, %126 ], [ %5, %122 ], [ %5, %103 ], [ %5, %79 ], [ %5, %70 ], [ %5, %61 ], [ %5, %53 ], [ %5, %42 ], [ %5, %34 ], [ %5, %31 ], [ %25, %24 ], [ %184, %182 ], [ %186, %185 ]
  %202 = phi i32 [ 0, %17 ], [ %23, %20 ], [ %4, %199 ], [ %4, %194 ], [ %4, %187 ], [ %4, %173 ], [ %4, %163 ], [ %4, %153 ], [ %4, %146 ], [ %4, %136 ], [ %4, %126 ], [ %4, %122 ], [ %4, %103 ], [ %4, %79 ], [ %4, %70 ], [ %4, %61 ], [ %4, %53 ], [ %4, %42 ], [ %4, %34 ], [ %4, %31 ], [ %4, %24 ], [ %4, %182 ], [ %4, %185 ]
  %203 = phi i1 [ false, %17 ], [ false, %20 ], [ true, %199 ], [ true, %194 ], [ true, %187 ], [ true, %173 ], [ true, %163 ], [ true, %153 ], [ true, %146 ], [ true, %136 ], [ true, %126 ], [ true, %122 ], [ true, %103 ], [ true, %79 ], [ true, %70 ], [ true, %61 ], [ true, %53 ], [ true, %42 ], [ true, %34 ], [ true, %31 ], [ true, %24 ], [ true, %182 ], [ true, %185 ]
  br i1 %203, label %2, label %204

204:                                              ; preds = %200
  ret i32 %202
}

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = !{!17, !8, i64 424}
!17 = !{!"vm", !9, i64 0, !9, i64 256, !9, i64 288, !8, i64 416, !8, i64 420, !8, i64 424}
!18 = !{!17, !8, i64 416}
!19 = !{!17, !8, i64 420}
