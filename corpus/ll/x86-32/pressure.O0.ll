; ModuleID = 'pressure.c'
source_filename = "pressure.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@data = internal global [256 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 74565, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %24, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %27

8:                                                ; preds = %5
  %9 = load i32, i32* %1, align 4
  %10 = shl i32 %9, 13
  %11 = load i32, i32* %1, align 4
  %12 = xor i32 %11, %10
  store i32 %12, i32* %1, align 4
  %13 = load i32, i32* %1, align 4
  %14 = lshr i32 %13, 17
  %15 = load i32, i32* %1, align 4
  %16 = xor i32 %15, %14
  store i32 %16, i32* %1, align 4
  %17 = load i32, i32* %1, align 4
  %18 = shl i32 %17, 5
  %19 = load i32, i32* %1, align 4
  %20 = xor i32 %19, %18
  store i32 %20, i32* %1, align 4
  %21 = load i32, i32* %1, align 4
  %22 = load i32, i32* %2, align 4
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %22
  store i32 %21, i32* %23, align 4
  br label %24

24:                                               ; preds = %8
  %25 = load i32, i32* %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %2, align 4
  br label %5, !llvm.loop !3

27:                                               ; preds = %5
  store i32 -2128831035, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %28

28:                                               ; preds = %51, %27
  %29 = load i32, i32* %4, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %31, label %54

31:                                               ; preds = %28
  %32 = load i32, i32* %3, align 4
  %33 = load i32, i32* %4, align 4
  %34 = mul nsw i32 %33, 17
  %35 = sub nsw i32 256, %34
  %36 = call i32 @kernel16(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 0), i32 noundef %35) #1
  %37 = xor i32 %32, %36
  %38 = mul i32 %37, 16777619
  store i32 %38, i32* %3, align 4
  %39 = load i32, i32* %3, align 4
  %40 = load i32, i32* %4, align 4
  %41 = getelementptr inbounds i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 0), i32 %40
  %42 = call i32 @kernel12_call(i32* noundef %41, i32 noundef 200) #1
  %43 = xor i32 %39, %42
  %44 = mul i32 %43, 16777619
  store i32 %44, i32* %3, align 4
  %45 = load i32, i32* %3, align 4
  %46 = load i32, i32* %4, align 4
  %47 = mul nsw i32 %46, 31
  %48 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %47
  %49 = load i32, i32* %48, align 4
  %50 = xor i32 %49, %45
  store i32 %50, i32* %48, align 4
  br label %51

51:                                               ; preds = %31
  %52 = load i32, i32* %4, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %4, align 4
  br label %28, !llvm.loop !5

54:                                               ; preds = %28
  %55 = load i32, i32* %3, align 4
  %56 = and i32 %55, 2147483647
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone
define internal i32 @kernel16(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
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
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  store i32 2, i32* %6, align 4
  store i32 3, i32* %7, align 4
  store i32 4, i32* %8, align 4
  store i32 5, i32* %9, align 4
  store i32 6, i32* %10, align 4
  store i32 7, i32* %11, align 4
  store i32 8, i32* %12, align 4
  store i32 9, i32* %13, align 4
  store i32 10, i32* %14, align 4
  store i32 11, i32* %15, align 4
  store i32 12, i32* %16, align 4
  store i32 13, i32* %17, align 4
  store i32 14, i32* %18, align 4
  store i32 15, i32* %19, align 4
  store i32 16, i32* %20, align 4
  store i32 0, i32* %21, align 4
  br label %23

23:                                               ; preds = %103, %2
  %24 = load i32, i32* %21, align 4
  %25 = load i32, i32* %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %106

27:                                               ; preds = %23
  %28 = load i32*, i32** %3, align 4
  %29 = load i32, i32* %21, align 4
  %30 = getelementptr inbounds i32, i32* %28, i32 %29
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %22, align 4
  %32 = load i32, i32* %22, align 4
  %33 = load i32, i32* %5, align 4
  %34 = add i32 %33, %32
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %5, align 4
  %36 = load i32, i32* %22, align 4
  %37 = add i32 %35, %36
  %38 = load i32, i32* %6, align 4
  %39 = xor i32 %38, %37
  store i32 %39, i32* %6, align 4
  %40 = load i32, i32* %6, align 4
  %41 = lshr i32 %40, 3
  %42 = load i32, i32* %7, align 4
  %43 = add i32 %42, %41
  store i32 %43, i32* %7, align 4
  %44 = load i32, i32* %8, align 4
  %45 = mul i32 %44, 3
  %46 = load i32, i32* %7, align 4
  %47 = add i32 %45, %46
  store i32 %47, i32* %8, align 4
  %48 = load i32, i32* %8, align 4
  %49 = shl i32 %48, 2
  %50 = load i32, i32* %9, align 4
  %51 = xor i32 %50, %49
  store i32 %51, i32* %9, align 4
  %52 = load i32, i32* %9, align 4
  %53 = load i32, i32* %22, align 4
  %54 = xor i32 %52, %53
  %55 = load i32, i32* %10, align 4
  %56 = add i32 %55, %54
  store i32 %56, i32* %10, align 4
  %57 = load i32, i32* %11, align 4
  %58 = load i32, i32* %10, align 4
  %59 = add i32 %57, %58
  %60 = mul i32 %59, 5
  store i32 %60, i32* %11, align 4
  %61 = load i32, i32* %11, align 4
  %62 = lshr i32 %61, 7
  %63 = load i32, i32* %12, align 4
  %64 = sub i32 %63, %62
  store i32 %64, i32* %12, align 4
  %65 = load i32, i32* %12, align 4
  %66 = load i32, i32* %5, align 4
  %67 = xor i32 %65, %66
  %68 = load i32, i32* %13, align 4
  %69 = add i32 %68, %67
  store i32 %69, i32* %13, align 4
  %70 = load i32, i32* %13, align 4
  %71 = load i32, i32* %6, align 4
  %72 = add i32 %70, %71
  %73 = load i32, i32* %14, align 4
  %74 = xor i32 %73, %72
  store i32 %74, i32* %14, align 4
  %75 = load i32, i32* %14, align 4
  %76 = lshr i32 %75, 1
  %77 = load i32, i32* %15, align 4
  %78 = add i32 %77, %76
  store i32 %78, i32* %15, align 4
  %79 = load i32, i32* %16, align 4
  %80 = load i32, i32* %15, align 4
  %81 = xor i32 %79, %80
  %82 = load i32, i32* %7, align 4
  %83 = add i32 %81, %82
  store i32 %83, i32* %16, align 4
  %84 = load i32, i32* %16, align 4
  %85 = mul i32 %84, 7
  %86 = load i32, i32* %17, align 4
  %87 = add i32 %86, %85
  store i32 %87, i32* %17, align 4
  %88 = load i32, i32* %17, align 4
  %89 = load i32, i32* %8, align 4
  %90 = add i32 %88, %89
  %91 = load i32, i32* %18, align 4
  %92 = xor i32 %91, %90
  store i32 %92, i32* %18, align 4
  %93 = load i32, i32* %18, align 4
  %94 = lshr i32 %93, 5
  %95 = load i32, i32* %19, align 4
  %96 = add i32 %95, %94
  store i32 %96, i32* %19, align 4
  %97 = load i32, i32* %20, align 4
  %98 = mul i32 %97, 9
  %99 = load i32, i32* %19, align 4
  %100 = load i32, i32* %9, align 4
  %101 = xor i32 %99, %100
  %102 = add i32 %98, %101
  store i32 %102, i32* %20, align 4
  br label %103

103:                                              ; preds = %27
  %104 = load i32, i32* %21, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %21, align 4
  br label %23, !llvm.loop !6

106:                                              ; preds = %23
  %107 = load i32, i32* %5, align 4
  %108 = load i32, i32* %6, align 4
  %109 = xor i32 %107, %108
  %110 = load i32, i32* %7, align 4
  %111 = xor i32 %109, %110
  %112 = load i32, i32* %8, align 4
  %113 = xor i32 %111, %112
  %114 = load i32, i32* %9, align 4
  %115 = xor i32 %113, %114
  %116 = load i32, i32* %10, align 4
  %117 = xor i32 %115, %116
  %118 = load i32, i32* %11, align 4
  %119 = xor i32 %117, %118
  %120 = load i32, i32* %12, align 4
  %121 = xor i32 %119, %120
  %122 = load i32, i32* %13, align 4
  %123 = load i32, i32* %14, align 4
  %124 = add i32 %122, %123
  %125 = load i32, i32* %15, align 4
  %126 = add i32 %124, %125
  %127 = load i32, i32* %16, align 4
  %128 = add i32 %126, %127
  %129 = load i32, i32* %17, align 4
  %130 = add i32 %128, %129
  %131 = load i32, i32* %18, align 4
  %132 = add i32 %130, %131
  %133 = load i32, i32* %19, align 4
  %134 = add i32 %132, %133
  %135 = load i32, i32* %20, align 4
  %136 = add i32 %134, %135
  %137 = xor i32 %121, %136
  ret i32 %137
}

; Function Attrs: noinline nounwind optnone
define internal i32 @kernel12_call(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
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
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  store i32 2, i32* %6, align 4
  store i32 3, i32* %7, align 4
  store i32 4, i32* %8, align 4
  store i32 5, i32* %9, align 4
  store i32 6, i32* %10, align 4
  store i32 7, i32* %11, align 4
  store i32 8, i32* %12, align 4
  store i32 9, i32* %13, align 4
  store i32 10, i32* %14, align 4
  store i32 11, i32* %15, align 4
  store i32 12, i32* %16, align 4
  store i32 0, i32* %17, align 4
  br label %19

19:                                               ; preds = %86, %2
  %20 = load i32, i32* %17, align 4
  %21 = load i32, i32* %4, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %89

23:                                               ; preds = %19
  %24 = load i32*, i32** %3, align 4
  %25 = load i32, i32* %17, align 4
  %26 = getelementptr inbounds i32, i32* %24, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32, i32* %5, align 4
  %29 = xor i32 %27, %28
  %30 = call i32 @step(i32 noundef %29) #1
  store i32 %30, i32* %18, align 4
  %31 = load i32, i32* %18, align 4
  %32 = load i32, i32* %16, align 4
  %33 = xor i32 %31, %32
  %34 = load i32, i32* %5, align 4
  %35 = add i32 %34, %33
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %5, align 4
  %37 = lshr i32 %36, 2
  %38 = load i32, i32* %6, align 4
  %39 = add i32 %38, %37
  store i32 %39, i32* %6, align 4
  %40 = load i32, i32* %6, align 4
  %41 = load i32, i32* %18, align 4
  %42 = add i32 %40, %41
  %43 = load i32, i32* %7, align 4
  %44 = xor i32 %43, %42
  store i32 %44, i32* %7, align 4
  %45 = load i32, i32* %7, align 4
  %46 = mul i32 %45, 3
  %47 = load i32, i32* %8, align 4
  %48 = add i32 %47, %46
  store i32 %48, i32* %8, align 4
  %49 = load i32, i32* %8, align 4
  %50 = lshr i32 %49, 4
  %51 = load i32, i32* %9, align 4
  %52 = xor i32 %51, %50
  store i32 %52, i32* %9, align 4
  %53 = load i32, i32* %9, align 4
  %54 = load i32, i32* %5, align 4
  %55 = add i32 %53, %54
  %56 = load i32, i32* %10, align 4
  %57 = add i32 %56, %55
  store i32 %57, i32* %10, align 4
  %58 = load i32, i32* %10, align 4
  %59 = shl i32 %58, 1
  %60 = load i32, i32* %11, align 4
  %61 = xor i32 %60, %59
  store i32 %61, i32* %11, align 4
  %62 = load i32, i32* %11, align 4
  %63 = load i32, i32* %6, align 4
  %64 = xor i32 %62, %63
  %65 = load i32, i32* %12, align 4
  %66 = add i32 %65, %64
  store i32 %66, i32* %12, align 4
  %67 = load i32, i32* %12, align 4
  %68 = lshr i32 %67, 3
  %69 = load i32, i32* %13, align 4
  %70 = sub i32 %69, %68
  store i32 %70, i32* %13, align 4
  %71 = load i32, i32* %13, align 4
  %72 = load i32, i32* %7, align 4
  %73 = xor i32 %71, %72
  %74 = load i32, i32* %14, align 4
  %75 = add i32 %74, %73
  store i32 %75, i32* %14, align 4
  %76 = load i32, i32* %14, align 4
  %77 = load i32, i32* %8, align 4
  %78 = add i32 %76, %77
  %79 = load i32, i32* %15, align 4
  %80 = xor i32 %79, %78
  store i32 %80, i32* %15, align 4
  %81 = load i32, i32* %15, align 4
  %82 = load i32, i32* %9, align 4
  %83 = xor i32 %81, %82
  %84 = load i32, i32* %16, align 4
  %85 = add i32 %84, %83
  store i32 %85, i32* %16, align 4
  br label %86

86:                                               ; preds = %23
  %87 = load i32, i32* %17, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %17, align 4
  br label %19, !llvm.loop !7

89:                                               ; preds = %19
  %90 = load i32, i32* %5, align 4
  %91 = load i32, i32* %6, align 4
  %92 = add i32 %90, %91
  %93 = load i32, i32* %7, align 4
  %94 = add i32 %92, %93
  %95 = load i32, i32* %8, align 4
  %96 = add i32 %94, %95
  %97 = load i32, i32* %9, align 4
  %98 = add i32 %96, %97
  %99 = load i32, i32* %10, align 4
  %100 = add i32 %98, %99
  %101 = load i32, i32* %11, align 4
  %102 = add i32 %100, %101
  %103 = load i32, i32* %12, align 4
  %104 = add i32 %102, %103
  %105 = load i32, i32* %13, align 4
  %106 = add i32 %104, %105
  %107 = load i32, i32* %14, align 4
  %108 = add i32 %106, %107
  %109 = load i32, i32* %15, align 4
  %110 = add i32 %108, %109
  %111 = load i32, i32* %16, align 4
  %112 = add i32 %110, %111
  ret i32 %112
}

; Function Attrs: noinline nounwind optnone
define internal i32 @step(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul i32 %3, -1640531535
  %5 = add i32 %4, 1
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
