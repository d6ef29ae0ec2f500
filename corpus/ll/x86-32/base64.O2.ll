; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 1
@main.samples = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"Zg==\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"Zm8=\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"Zm9v\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"Zm9vYg==\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"Zm9vYmE=\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"Zm9vYmFy\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"VGVzc2VyYQ==\00", align 1
@text = internal global [200 x i8] zeroinitializer, align 1
@bytes = internal global [150 x i8] zeroinitializer, align 1
@back = internal global [150 x i8] zeroinitializer, align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %18, %1 ]
  %3 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %2
  store i8 -1, i8* %3, align 1, !tbaa !3
  %4 = or i32 %2, 1
  %5 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %4
  store i8 -1, i8* %5, align 1, !tbaa !3
  %6 = or i32 %2, 2
  %7 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %6
  store i8 -1, i8* %7, align 1, !tbaa !3
  %8 = or i32 %2, 3
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %8
  store i8 -1, i8* %9, align 1, !tbaa !3
  %10 = or i32 %2, 4
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %10
  store i8 -1, i8* %11, align 1, !tbaa !3
  %12 = or i32 %2, 5
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %12
  store i8 -1, i8* %13, align 1, !tbaa !3
  %14 = or i32 %2, 6
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %14
  store i8 -1, i8* %15, align 1, !tbaa !3
  %16 = or i32 %2, 7
  %17 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %16
  store i8 -1, i8* %17, align 1, !tbaa !3
  %18 = add nuw nsw i32 %2, 8
  %19 = icmp eq i32 %18, 256
  br i1 %19, label %20, label %1, !llvm.loop !6

20:                                               ; preds = %1, %20
  %21 = phi i32 [ %45, %20 ], [ 0, %1 ]
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %21
  %24 = load i8, i8* %23, align 1, !tbaa !3
  %25 = zext i8 %24 to i32
  %26 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %25
  store i8 %22, i8* %26, align 1, !tbaa !3
  %27 = or i32 %21, 1
  %28 = trunc i32 %27 to i8
  %29 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %27
  %30 = load i8, i8* %29, align 1, !tbaa !3
  %31 = zext i8 %30 to i32
  %32 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %31
  store i8 %28, i8* %32, align 1, !tbaa !3
  %33 = or i32 %21, 2
  %34 = trunc i32 %33 to i8
  %35 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %33
  %36 = load i8, i8* %35, align 1, !tbaa !3
  %37 = zext i8 %36 to i32
  %38 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %37
  store i8 %34, i8* %38, align 1, !tbaa !3
  %39 = or i32 %21, 3
  %40 = trunc i32 %39 to i8
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %39
  %42 = load i8, i8* %41, align 1, !tbaa !3
  %43 = zext i8 %42 to i32
  %44 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %43
  store i8 %40, i8* %44, align 1, !tbaa !3
  %45 = add nuw nsw i32 %21, 4
  %46 = icmp eq i32 %45, 64
  br i1 %46, label %47, label %20, !llvm.loop !8

47:                                               ; preds = %20, %63
  %48 = phi i32 [ %65, %63 ], [ 0, %20 ]
  %49 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i32 0, i32 %48
  %50 = load i8*, i8** %49, align 4, !tbaa !9
  %51 = tail call i32 @strlen(i8* noundef %50) #3
  %52 = tail call fastcc i32 @encode(i8* noundef %50, i32 noundef %51) #4
  %53 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i32 0, i32 %48
  %54 = load i8*, i8** %53, align 4, !tbaa !9
  %55 = tail call i32 @strlen(i8* noundef %54) #3
  %56 = icmp eq i32 %52, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %47
  %58 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0), i8* noundef %54, i32 noundef %52) #3
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %61, label %60

60:                                               ; preds = %57, %47
  tail call void @abort() #3
  br label %61

61:                                               ; preds = %60, %57
  %62 = icmp eq i32 %52, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %67, %61
  %64 = tail call i32 @putchar(i32 noundef 10) #3
  %65 = add nuw nsw i32 %48, 1
  %66 = icmp eq i32 %65, 8
  br i1 %66, label %75, label %47, !llvm.loop !11

67:                                               ; preds = %61, %67
  %68 = phi i32 [ %73, %67 ], [ 0, %61 ]
  %69 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !3
  %71 = sext i8 %70 to i32
  %72 = tail call i32 @putchar(i32 noundef %71) #3
  %73 = add nuw i32 %68, 1
  %74 = icmp eq i32 %73, %52
  br i1 %74, label %63, label %67, !llvm.loop !12

75:                                               ; preds = %63, %144
  %76 = phi i32 [ %148, %144 ], [ 0, %63 ]
  %77 = phi i32 [ %104, %144 ], [ 3, %63 ]
  %78 = phi i32 [ %147, %144 ], [ -2128831035, %63 ]
  %79 = icmp eq i32 %76, 0
  br i1 %79, label %103, label %80

80:                                               ; preds = %75
  %81 = add nsw i32 %76, -1
  %82 = and i32 %76, 3
  %83 = icmp ult i32 %81, 3
  br i1 %83, label %86, label %84

84:                                               ; preds = %80
  %85 = and i32 %76, 2147483644
  br label %108

86:                                               ; preds = %108, %80
  %87 = phi i32 [ undef, %80 ], [ %131, %108 ]
  %88 = phi i32 [ 0, %80 ], [ %135, %108 ]
  %89 = phi i32 [ %77, %80 ], [ %131, %108 ]
  %90 = icmp eq i32 %82, 0
  br i1 %90, label %103, label %91

91:                                               ; preds = %86, %91
  %92 = phi i32 [ %100, %91 ], [ %88, %86 ]
  %93 = phi i32 [ %96, %91 ], [ %89, %86 ]
  %94 = phi i32 [ %101, %91 ], [ 0, %86 ]
  %95 = mul i32 %93, 1664525
  %96 = add i32 %95, 1013904223
  %97 = lshr i32 %96, 24
  %98 = trunc i32 %97 to i8
  %99 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %92
  store i8 %98, i8* %99, align 1, !tbaa !3
  %100 = add nuw nsw i32 %92, 1
  %101 = add i32 %94, 1
  %102 = icmp eq i32 %101, %82
  br i1 %102, label %103, label %91, !llvm.loop !13

103:                                              ; preds = %86, %91, %75
  %104 = phi i32 [ %77, %75 ], [ %87, %86 ], [ %96, %91 ]
  %105 = tail call fastcc i32 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i32 noundef %76) #4
  %106 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0)) #4
  %107 = icmp eq i32 %106, %76
  br i1 %107, label %138, label %141

108:                                              ; preds = %108, %84
  %109 = phi i32 [ 0, %84 ], [ %135, %108 ]
  %110 = phi i32 [ %77, %84 ], [ %131, %108 ]
  %111 = phi i32 [ 0, %84 ], [ %136, %108 ]
  %112 = mul i32 %110, 1664525
  %113 = add i32 %112, 1013904223
  %114 = lshr i32 %113, 24
  %115 = trunc i32 %114 to i8
  %116 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %109
  store i8 %115, i8* %116, align 1, !tbaa !3
  %117 = or i32 %109, 1
  %118 = mul i32 %113, 1664525
  %119 = add i32 %118, 1013904223
  %120 = lshr i32 %119, 24
  %121 = trunc i32 %120 to i8
  %122 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %117
  store i8 %121, i8* %122, align 1, !tbaa !3
  %123 = or i32 %109, 2
  %124 = mul i32 %119, 1664525
  %125 = add i32 %124, 1013904223
  %126 = lshr i32 %125, 24
  %127 = trunc i32 %126 to i8
  %128 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %123
  store i8 %127, i8* %128, align 1, !tbaa !3
  %129 = or i32 %109, 3
  %130 = mul i32 %125, 1664525
  %131 = add i32 %130, 1013904223
  %132 = lshr i32 %131, 24
  %133 = trunc i32 %132 to i8
  %134 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %129
  store i8 %133, i8* %134, align 1, !tbaa !3
  %135 = add nuw nsw i32 %109, 4
  %136 = add i32 %111, 4
  %137 = icmp eq i32 %136, %85
  br i1 %137, label %86, label %108, !llvm.loop !15

138:                                              ; preds = %103
  %139 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0), i32 noundef %76) #3
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %142, label %141

141:                                              ; preds = %138, %103
  tail call void @abort() #3
  br label %142

142:                                              ; preds = %141, %138
  %143 = icmp eq i32 %105, 0
  br i1 %143, label %144, label %167

144:                                              ; preds = %167, %142
  %145 = phi i32 [ %78, %142 ], [ %174, %167 ]
  %146 = xor i32 %145, %105
  %147 = mul i32 %146, 16777619
  %148 = add nuw nsw i32 %76, 7
  %149 = icmp ult i32 %76, 143
  br i1 %149, label %75, label %150, !llvm.loop !16

150:                                              ; preds = %144
  %151 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)) #4
  %152 = xor i32 %151, %147
  %153 = mul i32 %152, 16777619
  %154 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0)) #4
  %155 = xor i32 %154, %153
  %156 = mul i32 %155, 16777619
  %157 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0)) #4
  %158 = xor i32 %157, %156
  %159 = mul i32 %158, 16777619
  %160 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0)) #4
  %161 = xor i32 %160, %159
  %162 = mul i32 %161, 16777619
  %163 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0)) #4
  %164 = xor i32 %163, %162
  %165 = mul i32 %164, 16777619
  %166 = and i32 %165, 2147483647
  ret i32 %166

167:                                              ; preds = %142, %167
  %168 = phi i32 [ %175, %167 ], [ 0, %142 ]
  %169 = phi i32 [ %174, %167 ], [ %78, %142 ]
  %170 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %168
  %171 = load i8, i8* %170, align 1, !tbaa !3
  %172 = zext i8 %171 to i32
  %173 = xor i32 %169, %172
  %174 = mul i32 %173, 16777619
  %175 = add i32 %168, 5
  %176 = icmp ult i32 %175, %105
  br i1 %176, label %167, label %144, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i32 @encode(i8* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i32 %1, 3
  br i1 %3, label %47, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %45, %4 ], [ 3, %2 ]
  %6 = phi i32 [ %43, %4 ], [ 0, %2 ]
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, i8* %0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !3
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = add i32 %7, 1
  %13 = getelementptr inbounds i8, i8* %0, i32 %12
  %14 = load i8, i8* %13, align 1, !tbaa !3
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 8
  %17 = or i32 %16, %11
  %18 = add i32 %7, 2
  %19 = getelementptr inbounds i8, i8* %0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !3
  %21 = zext i8 %20 to i32
  %22 = or i32 %16, %21
  %23 = lshr i32 %10, 2
  %24 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !3
  %26 = or i32 %6, 1
  %27 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %6
  store i8 %25, i8* %27, align 1, !tbaa !3
  %28 = lshr i32 %17, 12
  %29 = and i32 %28, 63
  %30 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !3
  %32 = or i32 %6, 2
  %33 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %26
  store i8 %31, i8* %33, align 1, !tbaa !3
  %34 = lshr i32 %22, 6
  %35 = and i32 %34, 63
  %36 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %35
  %37 = load i8, i8* %36, align 1, !tbaa !3
  %38 = or i32 %6, 3
  %39 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %32
  store i8 %37, i8* %39, align 1, !tbaa !3
  %40 = and i32 %21, 63
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !3
  %43 = add i32 %6, 4
  %44 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %38
  store i8 %42, i8* %44, align 1, !tbaa !3
  %45 = add i32 %5, 3
  %46 = icmp ugt i32 %45, %1
  br i1 %46, label %47, label %4, !llvm.loop !18

47:                                               ; preds = %4, %2
  %48 = phi i32 [ 0, %2 ], [ %5, %4 ]
  %49 = phi i32 [ 0, %2 ], [ %43, %4 ]
  %50 = sub i32 %1, %48
  switch i32 %50, label %97 [
    i32 1, label %51
    i32 2, label %65
  ]

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, i8* %0, i32 %48
  %53 = load i8, i8* %52, align 1, !tbaa !3
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 4
  %56 = lshr i32 %54, 2
  %57 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !3
  %59 = or i32 %49, 1
  %60 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %58, i8* %60, align 1, !tbaa !3
  %61 = and i32 %55, 48
  %62 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !3
  %64 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %59
  store i8 %63, i8* %64, align 1, !tbaa !3
  br label %90

65:                                               ; preds = %47
  %66 = getelementptr inbounds i8, i8* %0, i32 %48
  %67 = load i8, i8* %66, align 1, !tbaa !3
  %68 = zext i8 %67 to i32
  %69 = shl nuw nsw i32 %68, 16
  %70 = add i32 %48, 1
  %71 = getelementptr inbounds i8, i8* %0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !3
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or i32 %74, %69
  %76 = lshr i32 %68, 2
  %77 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !3
  %79 = or i32 %49, 1
  %80 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %78, i8* %80, align 1, !tbaa !3
  %81 = lshr i32 %75, 12
  %82 = and i32 %81, 63
  %83 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !3
  %85 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %79
  store i8 %84, i8* %85, align 1, !tbaa !3
  %86 = shl nuw nsw i32 %73, 2
  %87 = and i32 %86, 60
  %88 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !3
  br label %90

90:                                               ; preds = %51, %65
  %91 = phi i8 [ %89, %65 ], [ 61, %51 ]
  %92 = or i32 %49, 2
  %93 = or i32 %49, 3
  %94 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %92
  store i8 %91, i8* %94, align 1, !tbaa !3
  %95 = add i32 %49, 4
  %96 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %93
  store i8 61, i8* %96, align 1, !tbaa !3
  br label %97

97:                                               ; preds = %90, %47
  %98 = phi i32 [ %49, %47 ], [ %95, %90 ]
  %99 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %98
  store i8 0, i8* %99, align 1, !tbaa !3
  ret i32 %98
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(i8* noundef %0) unnamed_addr #0 {
  %2 = tail call i32 @strlen(i8* noundef %0) #3
  %3 = and i32 %2, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %89

5:                                                ; preds = %1
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %89, label %7

7:                                                ; preds = %5, %86
  %8 = phi i32 [ %10, %86 ], [ 0, %5 ]
  %9 = phi i32 [ %87, %86 ], [ 0, %5 ]
  %10 = add i32 %8, 4
  %11 = icmp eq i32 %10, %2
  %12 = getelementptr inbounds i8, i8* %0, i32 %8
  %13 = load i8, i8* %12, align 1, !tbaa !3
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !3
  %17 = icmp slt i8 %16, 0
  br i1 %17, label %89, label %18

18:                                               ; preds = %7
  %19 = zext i8 %16 to i32
  %20 = or i32 %8, 1
  %21 = getelementptr inbounds i8, i8* %0, i32 %20
  %22 = load i8, i8* %21, align 1, !tbaa !3
  %23 = zext i8 %22 to i32
  %24 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !3
  %26 = icmp slt i8 %25, 0
  br i1 %26, label %89, label %27

27:                                               ; preds = %18
  %28 = zext i8 %25 to i32
  %29 = or i32 %8, 2
  %30 = getelementptr inbounds i8, i8* %0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !3
  %32 = icmp ne i8 %31, 61
  %33 = xor i1 %11, true
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %27
  %36 = zext i8 %31 to i32
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !3
  %39 = sext i8 %38 to i32
  %40 = icmp slt i8 %38, 0
  br i1 %40, label %89, label %41

41:                                               ; preds = %27, %35
  %42 = phi i32 [ %39, %35 ], [ 0, %27 ]
  %43 = shl nuw nsw i32 %19, 12
  %44 = shl nuw nsw i32 %28, 6
  %45 = or i32 %43, %44
  %46 = or i32 %42, %45
  %47 = or i32 %8, 3
  %48 = getelementptr inbounds i8, i8* %0, i32 %47
  %49 = load i8, i8* %48, align 1, !tbaa !3
  %50 = zext i8 %49 to i32
  %51 = icmp ne i8 %49, 61
  %52 = xor i1 %11, true
  %53 = select i1 %51, i1 true, i1 %52
  br i1 %53, label %54, label %59

54:                                               ; preds = %41
  br i1 %34, label %55, label %89

55:                                               ; preds = %54
  %56 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %50
  %57 = load i8, i8* %56, align 1, !tbaa !3
  %58 = icmp slt i8 %57, 0
  br i1 %58, label %89, label %67

59:                                               ; preds = %41
  %60 = shl nsw i32 %46, 6
  %61 = lshr i32 %60, 16
  %62 = trunc i32 %61 to i8
  %63 = add nsw i32 %9, 1
  %64 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %9
  store i8 %62, i8* %64, align 1, !tbaa !3
  br i1 %34, label %65, label %86

65:                                               ; preds = %59
  %66 = lshr i32 %60, 8
  br label %79

67:                                               ; preds = %55
  %68 = sext i8 %57 to i32
  %69 = shl nsw i32 %46, 6
  %70 = or i32 %69, %68
  %71 = lshr i32 %70, 16
  %72 = trunc i32 %71 to i8
  %73 = add nsw i32 %9, 1
  %74 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %9
  store i8 %72, i8* %74, align 1, !tbaa !3
  %75 = lshr i32 %70, 8
  %76 = trunc i32 %75 to i8
  %77 = add nsw i32 %9, 2
  %78 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %73
  store i8 %76, i8* %78, align 1, !tbaa !3
  br label %79

79:                                               ; preds = %67, %65
  %80 = phi i32 [ %66, %65 ], [ %70, %67 ]
  %81 = phi i32 [ 2, %65 ], [ 3, %67 ]
  %82 = phi i32 [ %63, %65 ], [ %77, %67 ]
  %83 = trunc i32 %80 to i8
  %84 = add nsw i32 %9, %81
  %85 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %82
  store i8 %83, i8* %85, align 1, !tbaa !3
  br label %86

86:                                               ; preds = %79, %59
  %87 = phi i32 [ %63, %59 ], [ %84, %79 ]
  %88 = icmp ult i32 %10, %2
  br i1 %88, label %7, label %89, !llvm.loop !19

89:                                               ; preds = %86, %7, %18, %35, %54, %55, %5, %1
  %90 = phi i32 [ -1, %1 ], [ 0, %5 ], [ %87, %86 ], [ -1, %7 ], [ -1, %18 ], [ -1, %35 ], [ -1, %54 ], [ -1, %55 ]
  ret i32 %90
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !4, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
