; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal unnamed_addr global i16 -1, align 2
@t = internal unnamed_addr global [200 x %struct.tnode] zeroinitializer, align 4
@nused = internal unnamed_addr global i32 0, align 4
@nout = internal unnamed_addr global i32 0, align 4
@out = internal unnamed_addr global [200 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %36

1:                                                ; preds = %69
  store i32 0, i32* @nout, align 4, !tbaa !3
  %2 = load i16, i16* @root, align 2, !tbaa !7
  %3 = sext i16 %2 to i32
  tail call fastcc void @inorder(i32 noundef %3) #4
  %4 = load i32, i32* @nout, align 4, !tbaa !3
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %1
  %7 = load i32, i32* getelementptr inbounds ([200 x i32], [200 x i32]* @out, i32 0, i32 0), align 4, !tbaa !3
  %8 = xor i32 %7, -2128831035
  %9 = mul i32 %8, 16777619
  %10 = icmp eq i32 %4, 1
  br i1 %10, label %29, label %11

11:                                               ; preds = %6, %22
  %12 = phi i32 [ %24, %22 ], [ %4, %6 ]
  %13 = phi i32 [ %23, %22 ], [ %7, %6 ]
  %14 = phi i32 [ %27, %22 ], [ 1, %6 ]
  %15 = phi i32 [ %26, %22 ], [ %9, %6 ]
  %16 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %14
  %17 = load i32, i32* %16, align 4, !tbaa !3
  %18 = icmp slt i32 %13, %17
  br i1 %18, label %22, label %19

19:                                               ; preds = %11
  tail call void @abort() #4
  %20 = load i32, i32* @nout, align 4, !tbaa !3
  %21 = load i32, i32* %16, align 4, !tbaa !3
  br label %22

22:                                               ; preds = %19, %11
  %23 = phi i32 [ %21, %19 ], [ %17, %11 ]
  %24 = phi i32 [ %20, %19 ], [ %12, %11 ]
  %25 = xor i32 %23, %15
  %26 = mul i32 %25, 16777619
  %27 = add nuw nsw i32 %14, 1
  %28 = icmp slt i32 %27, %24
  br i1 %28, label %11, label %29, !llvm.loop !9

29:                                               ; preds = %22, %1, %6
  %30 = phi i32 [ -2128831035, %1 ], [ %9, %6 ], [ %26, %22 ]
  %31 = phi i32 [ %4, %1 ], [ 1, %6 ], [ %24, %22 ]
  %32 = load i16, i16* @root, align 2, !tbaa !7
  %33 = sext i16 %32 to i32
  %34 = tail call fastcc i32 @height(i32 noundef %33) #5
  %35 = icmp sgt i16 %32, -1
  br label %74

36:                                               ; preds = %0, %69
  %37 = phi i32 [ 0, %0 ], [ %72, %69 ]
  %38 = phi i32 [ 0, %0 ], [ %71, %69 ]
  %39 = phi i32 [ 8675309, %0 ], [ %41, %69 ]
  %40 = mul i32 %39, 1103515245
  %41 = add i32 %40, 12345
  %42 = lshr i32 %41, 22
  %43 = add nsw i32 %42, -512
  br label %44

44:                                               ; preds = %48, %36
  %45 = phi i16* [ @root, %36 ], [ %56, %48 ]
  %46 = load i16, i16* %45, align 2, !tbaa !7
  %47 = icmp sgt i16 %46, -1
  br i1 %47, label %48, label %57

48:                                               ; preds = %44
  %49 = zext i16 %46 to i32
  %50 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %49, i32 0
  %51 = load i32, i32* %50, align 4, !tbaa !12
  %52 = icmp eq i32 %51, %43
  %53 = icmp sgt i32 %51, %43
  %54 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %49, i32 1
  %55 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %49, i32 2
  %56 = select i1 %53, i16* %54, i16* %55
  br i1 %52, label %69, label %44, !llvm.loop !14

57:                                               ; preds = %44
  %58 = load i32, i32* @nused, align 4, !tbaa !3
  %59 = icmp sgt i32 %58, 199
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  tail call void @abort() #4
  %61 = load i32, i32* @nused, align 4, !tbaa !3
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi i32 [ %61, %60 ], [ %58, %57 ]
  %64 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %63, i32 0
  store i32 %43, i32* %64, align 4, !tbaa !12
  %65 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %63, i32 2
  store i16 -1, i16* %65, align 2, !tbaa !15
  %66 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %63, i32 1
  store i16 -1, i16* %66, align 4, !tbaa !16
  %67 = add nsw i32 %63, 1
  store i32 %67, i32* @nused, align 4, !tbaa !3
  %68 = trunc i32 %63 to i16
  store i16 %68, i16* %45, align 2, !tbaa !7
  br label %69

69:                                               ; preds = %48, %62
  %70 = phi i32 [ 1, %62 ], [ 0, %48 ]
  %71 = add nuw nsw i32 %70, %38
  %72 = add nuw nsw i32 %37, 1
  %73 = icmp eq i32 %72, 150
  br i1 %73, label %1, label %36, !llvm.loop !17

74:                                               ; preds = %29, %90
  %75 = phi i32 [ -512, %29 ], [ %93, %90 ]
  %76 = phi i32 [ 0, %29 ], [ %92, %90 ]
  br i1 %35, label %77, label %90

77:                                               ; preds = %74, %83
  %78 = phi i16 [ %88, %83 ], [ %32, %74 ]
  %79 = zext i16 %78 to i32
  %80 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %79, i32 0
  %81 = load i32, i32* %80, align 4, !tbaa !12
  %82 = icmp eq i32 %81, %75
  br i1 %82, label %90, label %83

83:                                               ; preds = %77
  %84 = icmp sgt i32 %81, %75
  %85 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %79, i32 1
  %86 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %79, i32 2
  %87 = select i1 %84, i16* %85, i16* %86
  %88 = load i16, i16* %87, align 2, !tbaa !7
  %89 = icmp sgt i16 %88, -1
  br i1 %89, label %77, label %90, !llvm.loop !18

90:                                               ; preds = %77, %83, %74
  %91 = phi i32 [ 0, %74 ], [ 1, %77 ], [ 0, %83 ]
  %92 = add nuw nsw i32 %91, %76
  %93 = add nsw i32 %75, 3
  %94 = icmp slt i32 %75, 509
  br i1 %94, label %74, label %145, !llvm.loop !19

95:                                               ; preds = %201
  store i32 0, i32* @nout, align 4, !tbaa !3
  %96 = load i16, i16* @root, align 2, !tbaa !7
  %97 = sext i16 %96 to i32
  tail call fastcc void @inorder(i32 noundef %97) #4
  %98 = load i32, i32* @nout, align 4, !tbaa !3
  %99 = icmp sgt i32 %98, 0
  br i1 %99, label %100, label %123

100:                                              ; preds = %95
  %101 = load i32, i32* getelementptr inbounds ([200 x i32], [200 x i32]* @out, i32 0, i32 0), align 4, !tbaa !3
  %102 = xor i32 %101, -2128831035
  %103 = mul i32 %102, 16777619
  %104 = icmp eq i32 %98, 1
  br i1 %104, label %123, label %105

105:                                              ; preds = %100, %116
  %106 = phi i32 [ %118, %116 ], [ %98, %100 ]
  %107 = phi i32 [ %117, %116 ], [ %101, %100 ]
  %108 = phi i32 [ %121, %116 ], [ 1, %100 ]
  %109 = phi i32 [ %120, %116 ], [ %103, %100 ]
  %110 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %108
  %111 = load i32, i32* %110, align 4, !tbaa !3
  %112 = icmp slt i32 %107, %111
  br i1 %112, label %116, label %113

113:                                              ; preds = %105
  tail call void @abort() #4
  %114 = load i32, i32* @nout, align 4, !tbaa !3
  %115 = load i32, i32* %110, align 4, !tbaa !3
  br label %116

116:                                              ; preds = %113, %105
  %117 = phi i32 [ %115, %113 ], [ %111, %105 ]
  %118 = phi i32 [ %114, %113 ], [ %106, %105 ]
  %119 = xor i32 %117, %109
  %120 = mul i32 %119, 16777619
  %121 = add nuw nsw i32 %108, 1
  %122 = icmp slt i32 %121, %118
  br i1 %122, label %105, label %123, !llvm.loop !9

123:                                              ; preds = %116, %95, %100
  %124 = phi i32 [ -2128831035, %95 ], [ %103, %100 ], [ %120, %116 ]
  %125 = phi i32 [ %98, %95 ], [ 1, %100 ], [ %118, %116 ]
  %126 = xor i32 %30, %31
  %127 = xor i32 %126, -2128831035
  %128 = mul i32 %127, 16777619
  %129 = shl i32 %71, 8
  %130 = xor i32 %34, %129
  %131 = xor i32 %130, %128
  %132 = mul i32 %131, 16777619
  %133 = xor i32 %92, %132
  %134 = mul i32 %133, 16777619
  %135 = xor i32 %203, %134
  %136 = xor i32 %135, %124
  %137 = xor i32 %136, %125
  %138 = mul i32 %137, 16777619
  %139 = load i16, i16* @root, align 2, !tbaa !7
  %140 = sext i16 %139 to i32
  %141 = tail call fastcc i32 @height(i32 noundef %140) #5
  %142 = xor i32 %138, %141
  %143 = mul i32 %142, 16777619
  %144 = and i32 %143, 2147483647
  ret i32 %144

145:                                              ; preds = %90, %205
  %146 = phi i16 [ %207, %205 ], [ %32, %90 ]
  %147 = phi i32 [ %206, %205 ], [ 0, %90 ]
  %148 = phi i32 [ %203, %205 ], [ 0, %90 ]
  %149 = phi i32 [ %151, %205 ], [ 8675309, %90 ]
  %150 = mul i32 %149, -1029531031
  %151 = add i32 %150, -740551042
  %152 = lshr i32 %151, 22
  %153 = add nsw i32 %152, -512
  %154 = icmp sgt i16 %146, -1
  br i1 %154, label %155, label %201

155:                                              ; preds = %145
  %156 = zext i16 %146 to i32
  %157 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %156, i32 0
  %158 = load i32, i32* %157, align 4, !tbaa !12
  %159 = icmp eq i32 %158, %153
  br i1 %159, label %176, label %165

160:                                              ; preds = %165
  %161 = zext i16 %172 to i32
  %162 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %161, i32 0
  %163 = load i32, i32* %162, align 4, !tbaa !12
  %164 = icmp eq i32 %163, %153
  br i1 %164, label %174, label %165, !llvm.loop !20

165:                                              ; preds = %155, %160
  %166 = phi i32 [ %163, %160 ], [ %158, %155 ]
  %167 = phi i32 [ %161, %160 ], [ %156, %155 ]
  %168 = icmp sgt i32 %166, %153
  %169 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %167, i32 1
  %170 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %167, i32 2
  %171 = select i1 %168, i16* %169, i16* %170
  %172 = load i16, i16* %171, align 2, !tbaa !7
  %173 = icmp sgt i16 %172, -1
  br i1 %173, label %160, label %201, !llvm.loop !20

174:                                              ; preds = %160
  %175 = zext i16 %172 to i32
  br label %176

176:                                              ; preds = %174, %155
  %177 = phi i32 [ %156, %155 ], [ %175, %174 ]
  %178 = phi i16* [ @root, %155 ], [ %171, %174 ]
  %179 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %177, i32 0
  %180 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %177, i32 1
  %181 = load i16, i16* %180, align 4, !tbaa !16
  %182 = icmp slt i16 %181, 0
  %183 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %177, i32 2
  %184 = load i16, i16* %183, align 2, !tbaa !15
  br i1 %182, label %185, label %186

185:                                              ; preds = %176
  store i16 %184, i16* %178, align 2, !tbaa !7
  br label %201

186:                                              ; preds = %176
  %187 = icmp slt i16 %184, 0
  br i1 %187, label %188, label %189

188:                                              ; preds = %186
  store i16 %181, i16* %178, align 2, !tbaa !7
  br label %201

189:                                              ; preds = %186, %189
  %190 = phi i16 [ %194, %189 ], [ %184, %186 ]
  %191 = phi i16* [ %193, %189 ], [ %183, %186 ]
  %192 = zext i16 %190 to i32
  %193 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %192, i32 1
  %194 = load i16, i16* %193, align 4, !tbaa !16
  %195 = icmp sgt i16 %194, -1
  br i1 %195, label %189, label %196, !llvm.loop !21

196:                                              ; preds = %189
  %197 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %192, i32 0
  %198 = load i32, i32* %197, align 4, !tbaa !12
  store i32 %198, i32* %179, align 4, !tbaa !12
  %199 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %192, i32 2
  %200 = load i16, i16* %199, align 2, !tbaa !15
  store i16 %200, i16* %191, align 2, !tbaa !7
  br label %201

201:                                              ; preds = %165, %145, %185, %188, %196
  %202 = phi i32 [ 1, %188 ], [ 1, %196 ], [ 1, %185 ], [ 0, %145 ], [ 0, %165 ]
  %203 = add nuw nsw i32 %202, %148
  %204 = icmp ult i32 %147, 148
  br i1 %204, label %205, label %95, !llvm.loop !22

205:                                              ; preds = %201
  %206 = add nuw nsw i32 %147, 2
  %207 = load i16, i16* @root, align 2, !tbaa !7
  br label %145
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i32 @height(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %16, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 1
  %7 = load i16, i16* %6, align 4, !tbaa !16
  %8 = sext i16 %7 to i32
  %9 = tail call fastcc i32 @height(i32 noundef %8) #5
  %10 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 2
  %11 = load i16, i16* %10, align 2, !tbaa !15
  %12 = sext i16 %11 to i32
  %13 = tail call fastcc i32 @height(i32 noundef %12) #5
  %14 = icmp sgt i32 %9, %13
  %15 = select i1 %14, i32 %9, i32 %13
  %16 = add nsw i32 %15, 1
  br label %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fastcc void @inorder(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %17, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %15, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %4, i32 1
  %6 = load i16, i16* %5, align 4, !tbaa !16
  %7 = sext i16 %6 to i32
  tail call fastcc void @inorder(i32 noundef %7) #5
  %8 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %4, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !12
  %10 = load i32, i32* @nout, align 4, !tbaa !3
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @nout, align 4, !tbaa !3
  %12 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %10
  store i32 %9, i32* %12, align 4, !tbaa !3
  %13 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %4, i32 2
  %14 = load i16, i16* %13, align 2, !tbaa !15
  %15 = sext i16 %14 to i32
  %16 = icmp slt i16 %14, 0
  br i1 %16, label %17, label %3

17:                                               ; preds = %3, %1
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.peeled.count", i32 1}
!12 = !{!13, !4, i64 0}
!13 = !{!"tnode", !4, i64 0, !8, i64 4, !8, i64 6}
!14 = distinct !{!14, !10}
!15 = !{!13, !8, i64 6}
!16 = !{!13, !8, i64 4}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
