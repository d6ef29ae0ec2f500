; ModuleID = 'pressure.c'
source_filename = "pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = internal global [256 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 74565, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %25, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %28

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = shl i32 %9, 13
  %11 = load i32, ptr %1, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr %1, align 4
  %13 = load i32, ptr %1, align 4
  %14 = lshr i32 %13, 17
  %15 = load i32, ptr %1, align 4
  %16 = xor i32 %15, %14
  store i32 %16, ptr %1, align 4
  %17 = load i32, ptr %1, align 4
  %18 = shl i32 %17, 5
  %19 = load i32, ptr %1, align 4
  %20 = xor i32 %19, %18
  store i32 %20, ptr %1, align 4
  %21 = load i32, ptr %1, align 4
  %22 = load i32, ptr %2, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [256 x i32], ptr @data, i64 0, i64 %23
  store i32 %21, ptr %24, align 4
  br label %25

25:                                               ; preds = %8
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %2, align 4
  br label %5, !llvm.loop !2

28:                                               ; preds = %5
  store i32 -2128831035, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %54, %28
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %57

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = mul nsw i32 %34, 17
  %36 = sub nsw i32 256, %35
  %37 = call i32 @kernel16(ptr noundef @data, i32 noundef %36) #1
  %38 = xor i32 %33, %37
  %39 = mul i32 %38, 16777619
  store i32 %39, ptr %3, align 4
  %40 = load i32, ptr %3, align 4
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr @data, i64 %42
  %44 = call i32 @kernel12_call(ptr noundef %43, i32 noundef 200) #1
  %45 = xor i32 %40, %44
  %46 = mul i32 %45, 16777619
  store i32 %46, ptr %3, align 4
  %47 = load i32, ptr %3, align 4
  %48 = load i32, ptr %4, align 4
  %49 = mul nsw i32 %48, 31
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x i32], ptr @data, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = xor i32 %52, %47
  store i32 %53, ptr %51, align 4
  br label %54

54:                                               ; preds = %32
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %29, !llvm.loop !4

57:                                               ; preds = %29
  %58 = load i32, ptr %3, align 4
  %59 = and i32 %58, 2147483647
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone
define internal i32 @kernel16(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 2, ptr %6, align 4
  store i32 3, ptr %7, align 4
  store i32 4, ptr %8, align 4
  store i32 5, ptr %9, align 4
  store i32 6, ptr %10, align 4
  store i32 7, ptr %11, align 4
  store i32 8, ptr %12, align 4
  store i32 9, ptr %13, align 4
  store i32 10, ptr %14, align 4
  store i32 11, ptr %15, align 4
  store i32 12, ptr %16, align 4
  store i32 13, ptr %17, align 4
  store i32 14, ptr %18, align 4
  store i32 15, ptr %19, align 4
  store i32 16, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %23

23:                                               ; preds = %104, %2
  %24 = load i32, ptr %21, align 4
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %107

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %21, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %22, align 4
  %33 = load i32, ptr %22, align 4
  %34 = load i32, ptr %5, align 4
  %35 = add i32 %34, %33
  store i32 %35, ptr %5, align 4
  %36 = load i32, ptr %5, align 4
  %37 = load i32, ptr %22, align 4
  %38 = add i32 %36, %37
  %39 = load i32, ptr %6, align 4
  %40 = xor i32 %39, %38
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = lshr i32 %41, 3
  %43 = load i32, ptr %7, align 4
  %44 = add i32 %43, %42
  store i32 %44, ptr %7, align 4
  %45 = load i32, ptr %8, align 4
  %46 = mul i32 %45, 3
  %47 = load i32, ptr %7, align 4
  %48 = add i32 %46, %47
  store i32 %48, ptr %8, align 4
  %49 = load i32, ptr %8, align 4
  %50 = shl i32 %49, 2
  %51 = load i32, ptr %9, align 4
  %52 = xor i32 %51, %50
  store i32 %52, ptr %9, align 4
  %53 = load i32, ptr %9, align 4
  %54 = load i32, ptr %22, align 4
  %55 = xor i32 %53, %54
  %56 = load i32, ptr %10, align 4
  %57 = add i32 %56, %55
  store i32 %57, ptr %10, align 4
  %58 = load i32, ptr %11, align 4
  %59 = load i32, ptr %10, align 4
  %60 = add i32 %58, %59
  %61 = mul i32 %60, 5
  store i32 %61, ptr %11, align 4
  %62 = load i32, ptr %11, align 4
  %63 = lshr i32 %62, 7
  %64 = load i32, ptr %12, align 4
  %65 = sub i32 %64, %63
  store i32 %65, ptr %12, align 4
  %66 = load i32, ptr %12, align 4
  %67 = load i32, ptr %5, align 4
  %68 = xor i32 %66, %67
  %69 = load i32, ptr %13, align 4
  %70 = add i32 %69, %68
  store i32 %70, ptr %13, align 4
  %71 = load i32, ptr %13, align 4
  %72 = load i32, ptr %6, align 4
  %73 = add i32 %71, %72
  %74 = load i32, ptr %14, align 4
  %75 = xor i32 %74, %73
  store i32 %75, ptr %14, align 4
  %76 = load i32, ptr %14, align 4
  %77 = lshr i32 %76, 1
  %78 = load i32, ptr %15, align 4
  %79 = add i32 %78, %77
  store i32 %79, ptr %15, align 4
  %80 = load i32, ptr %16, align 4
  %81 = load i32, ptr %15, align 4
  %82 = xor i32 %80, %81
  %83 = load i32, ptr %7, align 4
  %84 = add i32 %82, %83
  store i32 %84, ptr %16, align 4
  %85 = load i32, ptr %16, align 4
  %86 = mul i32 %85, 7
  %87 = load i32, ptr %17, align 4
  %88 = add i32 %87, %86
  store i32 %88, ptr %17, align 4
  %89 = load i32, ptr %17, align 4
  %90 = load i32, ptr %8, align 4
  %91 = add i32 %89, %90
  %92 = load i32, ptr %18, align 4
  %93 = xor i32 %92, %91
  store i32 %93, ptr %18, align 4
  %94 = load i32, ptr %18, align 4
  %95 = lshr i32 %94, 5
  %96 = load i32, ptr %19, align 4
  %97 = add i32 %96, %95
  store i32 %97, ptr %19, align 4
  %98 = load i32, ptr %20, align 4
  %99 = mul i32 %98, 9
  %100 = load i32, ptr %19, align 4
  %101 = load i32, ptr %9, align 4
  %102 = xor i32 %100, %101
  %103 = add i32 %99, %102
  store i32 %103, ptr %20, align 4
  br label %104

104:                                              ; preds = %27
  %105 = load i32, ptr %21, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %21, align 4
  br label %23, !llvm.loop !5

107:                                              ; preds = %23
  %108 = load i32, ptr %5, align 4
  %109 = load i32, ptr %6, align 4
  %110 = xor i32 %108, %109
  %111 = load i32, ptr %7, align 4
  %112 = xor i32 %110, %111
  %113 = load i32, ptr %8, align 4
  %114 = xor i32 %112, %113
  %115 = load i32, ptr %9, align 4
  %116 = xor i32 %114, %115
  %117 = load i32, ptr %10, align 4
  %118 = xor i32 %116, %117
  %119 = load i32, ptr %11, align 4
  %120 = xor i32 %118, %119
  %121 = load i32, ptr %12, align 4
  %122 = xor i32 %120, %121
  %123 = load i32, ptr %13, align 4
  %124 = load i32, ptr %14, align 4
  %125 = add i32 %123, %124
  %126 = load i32, ptr %15, align 4
  %127 = add i32 %125, %126
  %128 = load i32, ptr %16, align 4
  %129 = add i32 %127, %128
  %130 = load i32, ptr %17, align 4
  %131 = add i32 %129, %130
  %132 = load i32, ptr %18, align 4
  %133 = add i32 %131, %132
  %134 = load i32, ptr %19, align 4
  %135 = add i32 %133, %134
  %136 = load i32, ptr %20, align 4
  %137 = add i32 %135, %136
  %138 = xor i32 %122, %137
  ret i32 %138
}

; Function Attrs: noinline nounwind optnone
define internal i32 @kernel12_call(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 2, ptr %6, align 4
  store i32 3, ptr %7, align 4
  store i32 4, ptr %8, align 4
  store i32 5, ptr %9, align 4
  store i32 6, ptr %10, align 4
  store i32 7, ptr %11, align 4
  store i32 8, ptr %12, align 4
  store i32 9, ptr %13, align 4
  store i32 10, ptr %14, align 4
  store i32 11, ptr %15, align 4
  store i32 12, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %19

19:                                               ; preds = %87, %2
  %20 = load i32, ptr %17, align 4
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %90

23:                                               ; preds = %19
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %17, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %5, align 4
  %30 = xor i32 %28, %29
  %31 = call i32 @step(i32 noundef %30) #1
  store i32 %31, ptr %18, align 4
  %32 = load i32, ptr %18, align 4
  %33 = load i32, ptr %16, align 4
  %34 = xor i32 %32, %33
  %35 = load i32, ptr %5, align 4
  %36 = add i32 %35, %34
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %5, align 4
  %38 = lshr i32 %37, 2
  %39 = load i32, ptr %6, align 4
  %40 = add i32 %39, %38
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %18, align 4
  %43 = add i32 %41, %42
  %44 = load i32, ptr %7, align 4
  %45 = xor i32 %44, %43
  store i32 %45, ptr %7, align 4
  %46 = load i32, ptr %7, align 4
  %47 = mul i32 %46, 3
  %48 = load i32, ptr %8, align 4
  %49 = add i32 %48, %47
  store i32 %49, ptr %8, align 4
  %50 = load i32, ptr %8, align 4
  %51 = lshr i32 %50, 4
  %52 = load i32, ptr %9, align 4
  %53 = xor i32 %52, %51
  store i32 %53, ptr %9, align 4
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %5, align 4
  %56 = add i32 %54, %55
  %57 = load i32, ptr %10, align 4
  %58 = add i32 %57, %56
  store i32 %58, ptr %10, align 4
  %59 = load i32, ptr %10, align 4
  %60 = shl i32 %59, 1
  %61 = load i32, ptr %11, align 4
  %62 = xor i32 %61, %60
  store i32 %62, ptr %11, align 4
  %63 = load i32, ptr %11, align 4
  %64 = load i32, ptr %6, align 4
  %65 = xor i32 %63, %64
  %66 = load i32, ptr %12, align 4
  %67 = add i32 %66, %65
  store i32 %67, ptr %12, align 4
  %68 = load i32, ptr %12, align 4
  %69 = lshr i32 %68, 3
  %70 = load i32, ptr %13, align 4
  %71 = sub i32 %70, %69
  store i32 %71, ptr %13, align 4
  %72 = load i32, ptr %13, align 4
  %73 = load i32, ptr %7, align 4
  %74 = xor i32 %72, %73
  %75 = load i32, ptr %14, align 4
  %76 = add i32 %75, %74
  store i32 %76, ptr %14, align 4
  %77 = load i32, ptr %14, align 4
  %78 = load i32, ptr %8, align 4
  %79 = add i32 %77, %78
  %80 = load i32, ptr %15, align 4
  %81 = xor i32 %80, %79
  store i32 %81, ptr %15, align 4
  %82 = load i32, ptr %15, align 4
  %83 = load i32, ptr %9, align 4
  %84 = xor i32 %82, %83
  %85 = load i32, ptr %16, align 4
  %86 = add i32 %85, %84
  store i32 %86, ptr %16, align 4
  br label %87

87:                                               ; preds = %23
  %88 = load i32, ptr %17, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %17, align 4
  br label %19, !llvm.loop !6

90:                                               ; preds = %19
  %91 = load i32, ptr %5, align 4
  %92 = load i32, ptr %6, align 4
  %93 = add i32 %91, %92
  %94 = load i32, ptr %7, align 4
  %95 = add i32 %93, %94
  %96 = load i32, ptr %8, align 4
  %97 = add i32 %95, %96
  %98 = load i32, ptr %9, align 4
  %99 = add i32 %97, %98
  %100 = load i32, ptr %10, align 4
  %101 = add i32 %99, %100
  %102 = load i32, ptr %11, align 4
  %103 = add i32 %101, %102
  %104 = load i32, ptr %12, align 4
  %105 = add i32 %103, %104
  %106 = load i32, ptr %13, align 4
  %107 = add i32 %105, %106
  %108 = load i32, ptr %14, align 4
  %109 = add i32 %107, %108
  %110 = load i32, ptr %15, align 4
  %111 = add i32 %109, %110
  %112 = load i32, ptr %16, align 4
  %113 = add i32 %111, %112
  ret i32 %113
}

; Function Attrs: noinline nounwind optnone
define internal i32 @step(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul i32 %3, -1640531535
  %5 = add i32 %4, 1
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
