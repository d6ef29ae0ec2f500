; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local global [12 x [20 x i32]] zeroinitializer, align 4
@hist = dso_local global [64 x i32] zeroinitializer, align 4
@h16 = dso_local global [64 x i16] zeroinitializer, align 2
@h8 = dso_local global [64 x i8] zeroinitializer, align 1
@cells = dso_local global [32 x %struct.cell] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local void @bump(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32*, i32** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = getelementptr inbounds i32, i32* %7, i32 %8
  %10 = load i32, i32* %9, align 4
  %11 = load i32, i32* %6, align 4
  %12 = add nsw i32 %10, %11
  %13 = load i32*, i32** %4, align 4
  %14 = load i32, i32* %5, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  store i32 %12, i32* %15, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @bump16(i16* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i16*, i16** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = getelementptr inbounds i16, i16* %7, i32 %8
  %10 = load i16, i16* %9, align 2
  %11 = sext i16 %10 to i32
  %12 = load i32, i32* %6, align 4
  %13 = add nsw i32 %11, %12
  %14 = trunc i32 %13 to i16
  %15 = load i16*, i16** %4, align 4
  %16 = load i32, i32* %5, align 4
  %17 = getelementptr inbounds i16, i16* %15, i32 %16
  store i16 %14, i16* %17, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @bump8(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i8*, i8** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = getelementptr inbounds i8, i8* %7, i32 %8
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = load i32, i32* %6, align 4
  %13 = xor i32 %11, %12
  %14 = trunc i32 %13 to i8
  %15 = load i8*, i8** %4, align 4
  %16 = load i32, i32* %5, align 4
  %17 = getelementptr inbounds i8, i8* %15, i32 %16
  store i8 %14, i8* %17, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @touch(%struct.cell* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.cell*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.cell* %0, %struct.cell** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = load %struct.cell*, %struct.cell** %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = getelementptr inbounds %struct.cell, %struct.cell* %8, i32 %9
  %11 = getelementptr inbounds %struct.cell, %struct.cell* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, %7
  store i32 %13, i32* %11, align 4
  %14 = load %struct.cell*, %struct.cell** %4, align 4
  %15 = load i32, i32* %5, align 4
  %16 = getelementptr inbounds %struct.cell, %struct.cell* %14, i32 %15
  %17 = getelementptr inbounds %struct.cell, %struct.cell* %16, i32 0, i32 1
  %18 = load i16, i16* %17, align 4
  %19 = sext i16 %18 to i32
  %20 = load i32, i32* %6, align 4
  %21 = sub nsw i32 %19, %20
  %22 = trunc i32 %21 to i16
  %23 = load %struct.cell*, %struct.cell** %4, align 4
  %24 = load i32, i32* %5, align 4
  %25 = getelementptr inbounds %struct.cell, %struct.cell* %23, i32 %24
  %26 = getelementptr inbounds %struct.cell, %struct.cell* %25, i32 0, i32 1
  store i16 %22, i16* %26, align 4
  %27 = load i32, i32* %6, align 4
  %28 = and i32 %27, 7
  %29 = shl i32 1, %28
  %30 = trunc i32 %29 to i8
  %31 = zext i8 %30 to i32
  %32 = load %struct.cell*, %struct.cell** %4, align 4
  %33 = load i32, i32* %5, align 4
  %34 = getelementptr inbounds %struct.cell, %struct.cell* %32, i32 %33
  %35 = getelementptr inbounds %struct.cell, %struct.cell* %34, i32 0, i32 2
  %36 = load i8, i8* %35, align 2
  %37 = zext i8 %36 to i32
  %38 = or i32 %37, %31
  %39 = trunc i32 %38 to i8
  store i8 %39, i8* %35, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %8
  %10 = load i32, i32* %5, align 4
  %11 = getelementptr inbounds [20 x i32], [20 x i32]* %9, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, %7
  store i32 %13, i32* %11, align 4
  %14 = load i32, i32* %6, align 4
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %15
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, 1
  %19 = getelementptr inbounds [20 x i32], [20 x i32]* %16, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = xor i32 %20, %14
  store i32 %21, i32* %19, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @prefix(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  br label %6

6:                                                ; preds = %24, %2
  %7 = load i32, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %27

10:                                               ; preds = %6
  %11 = load i32*, i32** %3, align 4
  %12 = load i32, i32* %5, align 4
  %13 = getelementptr inbounds i32, i32* %11, i32 %12
  %14 = load i32, i32* %13, align 4
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = getelementptr inbounds i32, i32* %15, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = add nsw i32 %14, %19
  %21 = load i32*, i32** %3, align 4
  %22 = load i32, i32* %5, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  store i32 %20, i32* %23, align 4
  br label %24

24:                                               ; preds = %10
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %5, align 4
  br label %6, !llvm.loop !7

27:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 -1831433054, i32* %1, align 4
  store i32 -2128831035, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %50, %0
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 900
  br i1 %12, label %13, label %53

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4
  %15 = shl i32 %14, 13
  %16 = load i32, i32* %1, align 4
  %17 = xor i32 %16, %15
  store i32 %17, i32* %1, align 4
  %18 = load i32, i32* %1, align 4
  %19 = lshr i32 %18, 17
  %20 = load i32, i32* %1, align 4
  %21 = xor i32 %20, %19
  store i32 %21, i32* %1, align 4
  %22 = load i32, i32* %1, align 4
  %23 = shl i32 %22, 5
  %24 = load i32, i32* %1, align 4
  %25 = xor i32 %24, %23
  store i32 %25, i32* %1, align 4
  %26 = load i32, i32* %1, align 4
  %27 = and i32 %26, 63
  store i32 %27, i32* %4, align 4
  %28 = load i32, i32* %1, align 4
  %29 = lshr i32 %28, 8
  %30 = and i32 %29, 255
  %31 = sub nsw i32 %30, 128
  store i32 %31, i32* %5, align 4
  %32 = load i32, i32* %4, align 4
  %33 = load i32, i32* %5, align 4
  call void @bump(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i32 0, i32 0), i32 noundef %32, i32 noundef %33) #1
  %34 = load i32, i32* %4, align 4
  %35 = load i32, i32* %5, align 4
  call void @bump16(i16* noundef getelementptr inbounds ([64 x i16], [64 x i16]* @h16, i32 0, i32 0), i32 noundef %34, i32 noundef %35) #1
  %36 = load i32, i32* %4, align 4
  %37 = load i32, i32* %1, align 4
  %38 = lshr i32 %37, 24
  call void @bump8(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @h8, i32 0, i32 0), i32 noundef %36, i32 noundef %38) #1
  %39 = load i32, i32* %1, align 4
  %40 = lshr i32 %39, 6
  %41 = and i32 %40, 31
  %42 = load i32, i32* %5, align 4
  call void @touch(%struct.cell* noundef getelementptr inbounds ([32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 0), i32 noundef %41, i32 noundef %42) #1
  %43 = load i32, i32* %1, align 4
  %44 = lshr i32 %43, 11
  %45 = urem i32 %44, 12
  %46 = load i32, i32* %1, align 4
  %47 = lshr i32 %46, 15
  %48 = urem i32 %47, 19
  %49 = load i32, i32* %5, align 4
  call void @grid_add(i32 noundef %45, i32 noundef %48, i32 noundef %49) #1
  br label %50

50:                                               ; preds = %13
  %51 = load i32, i32* %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %3, align 4
  br label %10, !llvm.loop !9

53:                                               ; preds = %10
  call void @prefix(i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i32 0, i32 0), i32 noundef 64) #1
  store i32 0, i32* %6, align 4
  br label %54

54:                                               ; preds = %78, %53
  %55 = load i32, i32* %6, align 4
  %56 = icmp slt i32 %55, 64
  br i1 %56, label %57, label %81

57:                                               ; preds = %54
  %58 = load i32, i32* %2, align 4
  %59 = load i32, i32* %6, align 4
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %59
  %61 = load i32, i32* %60, align 4
  %62 = xor i32 %58, %61
  %63 = mul i32 %62, 16777619
  store i32 %63, i32* %2, align 4
  %64 = load i32, i32* %2, align 4
  %65 = load i32, i32* %6, align 4
  %66 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %65
  %67 = load i16, i16* %66, align 2
  %68 = zext i16 %67 to i32
  %69 = xor i32 %64, %68
  %70 = mul i32 %69, 16777619
  store i32 %70, i32* %2, align 4
  %71 = load i32, i32* %2, align 4
  %72 = load i32, i32* %6, align 4
  %73 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1
  %75 = zext i8 %74 to i32
  %76 = xor i32 %71, %75
  %77 = mul i32 %76, 16777619
  store i32 %77, i32* %2, align 4
  br label %78

78:                                               ; preds = %57
  %79 = load i32, i32* %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %6, align 4
  br label %54, !llvm.loop !10

81:                                               ; preds = %54
  store i32 0, i32* %7, align 4
  br label %82

82:                                               ; preds = %108, %81
  %83 = load i32, i32* %7, align 4
  %84 = icmp slt i32 %83, 32
  br i1 %84, label %85, label %111

85:                                               ; preds = %82
  %86 = load i32, i32* %2, align 4
  %87 = load i32, i32* %7, align 4
  %88 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %87
  %89 = getelementptr inbounds %struct.cell, %struct.cell* %88, i32 0, i32 0
  %90 = load i32, i32* %89, align 4
  %91 = xor i32 %86, %90
  %92 = mul i32 %91, 16777619
  store i32 %92, i32* %2, align 4
  %93 = load i32, i32* %2, align 4
  %94 = load i32, i32* %7, align 4
  %95 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %94
  %96 = getelementptr inbounds %struct.cell, %struct.cell* %95, i32 0, i32 1
  %97 = load i16, i16* %96, align 4
  %98 = zext i16 %97 to i32
  %99 = xor i32 %93, %98
  %100 = load i32, i32* %7, align 4
  %101 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %100
  %102 = getelementptr inbounds %struct.cell, %struct.cell* %101, i32 0, i32 2
  %103 = load i8, i8* %102, align 2
  %104 = zext i8 %103 to i32
  %105 = shl i32 %104, 16
  %106 = xor i32 %99, %105
  %107 = mul i32 %106, 16777619
  store i32 %107, i32* %2, align 4
  br label %108

108:                                              ; preds = %85
  %109 = load i32, i32* %7, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %7, align 4
  br label %82, !llvm.loop !11

111:                                              ; preds = %82
  store i32 0, i32* %8, align 4
  br label %112

112:                                              ; preds = %132, %111
  %113 = load i32, i32* %8, align 4
  %114 = icmp slt i32 %113, 12
  br i1 %114, label %115, label %135

115:                                              ; preds = %112
  store i32 0, i32* %9, align 4
  br label %116

116:                                              ; preds = %128, %115
  %117 = load i32, i32* %9, align 4
  %118 = icmp slt i32 %117, 20
  br i1 %118, label %119, label %131

119:                                              ; preds = %116
  %120 = load i32, i32* %2, align 4
  %121 = load i32, i32* %8, align 4
  %122 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %121
  %123 = load i32, i32* %9, align 4
  %124 = getelementptr inbounds [20 x i32], [20 x i32]* %122, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4
  %126 = xor i32 %120, %125
  %127 = mul i32 %126, 16777619
  store i32 %127, i32* %2, align 4
  br label %128

128:                                              ; preds = %119
  %129 = load i32, i32* %9, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %9, align 4
  br label %116, !llvm.loop !12

131:                                              ; preds = %116
  br label %132

132:                                              ; preds = %131
  %133 = load i32, i32* %8, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %8, align 4
  br label %112, !llvm.loop !13

135:                                              ; preds = %112
  %136 = load i32, i32* %2, align 4
  %137 = and i32 %136, 2147483647
  ret i32 %137
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
